import { compileServer } from "./lib/compile-server";

// `npm run build:server` (run by `npm run build` after `next build`): the custom server and
// the worker threads as JavaScript in .build/ (scripts/lib/compile-server.ts).
const started = Date.now();
compileServer();
console.info(`[build] server and workers compiled into .build/ in ${Date.now() - started} ms`);
