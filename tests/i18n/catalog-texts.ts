/** Every message text of a catalog (messages/*.json), with its dotted key. */
export function catalogTexts(node: unknown, path = ""): Array<[string, string]> {
  if (typeof node === "string") return [[path, node]];
  if (node && typeof node === "object") return Object.entries(node).flatMap(([k, v]) => catalogTexts(v, path ? `${path}.${k}` : k));
  return [];
}
