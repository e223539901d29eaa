import * as tf from "@tensorflow/tfjs-core";
import "@tensorflow/tfjs-backend-cpu";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// The only Node-specific code of lib/neuronet. tfjs-backend-wasm fetches its .wasm files
// by URL in a browser; in Node (and inside a Next server bundle, where import.meta.url is
// not the package's location) it must be given a file path, so the package is resolved
// from the working directory's node_modules.

let chosen: Promise<string> | undefined;
let wasmPathsSet = false;

function pointAtWasmFiles(): void {
  if (wasmPathsSet) return;
  setWasmPaths(wasmDirectory());
  wasmPathsSet = true;
}

function wasmDirectory(): string {
  const require = createRequire(join(process.cwd(), "package.json"));
  return `${join(dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json")), "dist")}/`;
}

/** Selects the wasm backend once per thread; falls back to cpu only when wasm cannot start. Returns the backend's name. */
export function ensureBackend(): Promise<string> {
  chosen ??= (async () => {
    try {
      pointAtWasmFiles();
      if (await tf.setBackend("wasm")) return "wasm";
    } catch {
      // fall through to cpu
    }
    await tf.setBackend("cpu");
    return "cpu";
  })();
  return chosen;
}

/** For the bench: force one backend (wasm or cpu) for the rest of the thread's life. */
export async function selectBackend(name: "wasm" | "cpu"): Promise<string> {
  if (name === "wasm") pointAtWasmFiles();
  if (!(await tf.setBackend(name))) throw new Error(`backend ${name} did not start`);
  chosen = Promise.resolve(name);
  return name;
}
