import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { RouteHandler } from "@/lib/server/http/route";

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

export interface DiscoveredRoute {
  /** "METHOD /api/v1/…" with the folder's [segments]. */
  key: string;
  method: string;
  path: string;
  handler: RouteHandler;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return entry === "route.ts" ? [path] : [];
  });
}

/** Every handler the route files under app/api export, loaded the way Next would load them. */
export async function discoverRoutes(): Promise<DiscoveredRoute[]> {
  const found: DiscoveredRoute[] = [];
  for (const file of routeFiles("app/api")) {
    const routeModule = (await import(/* @vite-ignore */ `@/${file}`)) as Record<string, RouteHandler>;
    const path = `/${file.replace(/^app\//, "").replace(/\/route\.ts$/, "")}`;
    for (const method of METHODS) {
      if (routeModule[method]) found.push({ key: `${method} ${path}`, method, path, handler: routeModule[method] });
    }
  }
  return found;
}
