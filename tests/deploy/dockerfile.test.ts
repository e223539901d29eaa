import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compiledServerFile } from "@/lib/build-layout";
import { argsOf, envOf, parseDockerfile } from "./parse-dockerfile";

// The image's recipe (issue 18, point 4), checked without building it: no container
// registry is reachable from the project's machines. The npm scripts it runs are the ones
// CI runs (npm run build, npm run serve through the browser and fault tests' server).

const stages = parseDockerfile(readFileSync("Dockerfile", "utf8"));
const build = stages.find((s) => s.name === "build")!;
const runtime = stages.at(-1)!;
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

describe("Dockerfile", () => {
  it("is multi-stage: a build stage and a final runtime stage", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build).toBeDefined();
    expect(runtime.name).toBe("runtime");
  });

  it("builds at image time, in the build stage, with every dependency", () => {
    const runs = argsOf(build, "RUN");
    expect(runs.some((r) => /\bnpm ci\b/.test(r) && !r.includes("--omit=dev"))).toBe(true);
    expect(runs.some((r) => /\bnpm run build\b/.test(r))).toBe(true);
    expect(scripts.build).toMatch(/next build/);
    expect(scripts.build).toMatch(/build:server/);
  });

  it("the runtime stage installs production dependencies only and never builds", () => {
    const runs = argsOf(runtime, "RUN");
    expect(runs.some((r) => /\bnpm ci\b/.test(r) && r.includes("--omit=dev"))).toBe(true);
    expect(runs.join("\n")).not.toMatch(/npm run build|next build/);
    const copied = argsOf(runtime, "COPY").filter((c) => c.includes("--from=build"));
    expect(copied.some((c) => c.includes("/app/.next"))).toBe(true);
    expect(copied.some((c) => c.includes("/app/.build"))).toBe(true);
  });

  it("runs in production, without demo data, as a user that is not root, listening beyond loopback", () => {
    expect(envOf(runtime)).toMatchObject({ NODE_ENV: "production", DEMO_DATA: "off", HOST: "0.0.0.0" });
    const user = argsOf(runtime, "USER").at(-1);
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user!.split(":")[0]);
  });

  it("starts with `npm run serve`, which serves the compiled server without migrating, seeding or building", () => {
    expect(JSON.parse(argsOf(runtime, "CMD").at(-1)!)).toEqual(["npm", "run", "serve"]);
    expect(scripts.serve).toMatch(/^NODE_ENV=production .*node scripts\/serve\.mjs$/);
    // `exec`: npm passes SIGTERM to its child only; with a shell in between the server never hears it.
    expect(scripts.serve).toMatch(/\bexec node /);
    expect(scripts.serve).not.toMatch(/tsx|migrat|seed|build/);
    const serve = readFileSync("scripts/serve.mjs", "utf8");
    expect(serve).toContain(`"${compiledServerFile()}"`);
    // It imports nothing else of ours: no database preparation, no build.
    const imports = [...serve.matchAll(/import(?:\s[^"'`]*from)?\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
    expect(imports).toEqual(["node:fs", "../${COMPILED_SERVER}"]);
  });

  it("declares a health check on the liveness probe", () => {
    expect(argsOf(runtime, "HEALTHCHECK").join(" ")).toContain("/api/v1/health");
  });
});
