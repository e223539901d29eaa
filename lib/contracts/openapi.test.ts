import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HTTP_METHODS, routeFolderOf } from "./endpoint";
import { endpointList } from "./endpoints";
import { openApiDocument } from "./openapi";

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return entry === "route.ts" ? [path] : [];
  });
}

/** "GET /api/v1/scene/p2p/[id]" for every handler a route file exports. */
function exportedOperations(): string[] {
  return routeFiles("app/api").flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const folder = `/${file.replace(/^app\//, "").replace(/\/route\.ts$/, "")}`;
    const declared = [...text.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
    const reexported = [...text.matchAll(/export \{([^}]+)\}/g)].flatMap((m) => m[1]!.split(",").map((part) => part.trim().split(/\s+as\s+/).pop()!));
    return [...declared, ...reexported].filter((name) => (HTTP_METHODS as readonly string[]).includes(name)).map((method) => `${method} ${folder}`);
  });
}

describe("the OpenAPI document of /api/v1", () => {
  const document = openApiDocument();

  it("is OpenAPI 3.1 in structure: version, info, paths whose every operation has an id and a 200 response", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path, path).toMatch(/^\/api\/v1\//);
      for (const [method, operation] of Object.entries(item)) {
        expect(["get", "post", "put", "patch", "delete"], `${method} ${path}`).toContain(method);
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain("200");
        const id = operation.operationId as string;
        expect(ids.has(id), `duplicate operationId ${id}`).toBe(false);
        ids.add(id);
        // Every {name} in the path is declared as a required path parameter.
        const declared = ((operation.parameters ?? []) as Array<{ name: string; in: string; required: boolean }>).filter((p) => p.in === "path");
        const named = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(named.sort());
        expect(declared.every((p) => p.required)).toBe(true);
        for (const requirement of (operation.security ?? []) as Array<Record<string, unknown>>) {
          for (const scheme of Object.keys(requirement)) expect(Object.keys((document.components as { securitySchemes: object }).securitySchemes)).toContain(scheme);
        }
      }
    }
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it("describes every handler exported by a route file under app/api/v1 (the catch-all 404 is the one left out on purpose)", () => {
    const exported = exportedOperations();
    const documented = new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${routeFolderOf(path)}`)));
    const hidden = new Set(endpointList.filter((e) => e.hidden).map((e) => `${e.method} ${routeFolderOf(e.path)}`));
    const undocumented = exported.filter((key) => !documented.has(key) && !hidden.has(key));
    expect(undocumented, "route files the OpenAPI document does not describe").toEqual([]);
    expect([...hidden].sort()).toEqual(["DELETE", "GET", "PATCH", "POST", "PUT"].map((m) => `${m} /api/v1/[...path]`));
    // The count pins the size of the API: a new route file changes it together with the table.
    expect(exported.length).toBe(185);
    expect(documented.size).toBe(exported.length - hidden.size);
    // ...and nothing is documented that no route file serves.
    expect([...documented].filter((key) => !exported.includes(key))).toEqual([]);
  });
});
