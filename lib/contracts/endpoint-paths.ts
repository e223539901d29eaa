// Path helpers of the endpoint table, without zod: the browser fills paths with them.

/** `/api/v1/scene/p2p/{id}` -> `/api/v1/scene/p2p/[id]` (the folder of its route file; `{path}` of the catch-all -> `[...path]`). */
export function routeFolderOf(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === "path" ? "[...path]" : `[${name}]`));
}

/** Fills `{name}` segments of a table path with encoded values. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
