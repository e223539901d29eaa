import "server-only";
// The heap of the threads that run the engine (pool.ts). A 50-actor, three-year scene allocates
// about 12 MB of result series per run; with V8's default young generation (16 MB semi-spaces
// at most) that is several scavenges per run, and most of the series survive one and are
// copied again. Measured on this 2-core machine in CPU time per run (median of 150, same
// load, alternating): 28-39 ms with the default, 14.5-18 ms with 32 MB semi-spaces, 11.5 ms
// with 48 MB but a peak RSS of 255 MB instead of 188 MB (docs/operations.md, "Engine").

/** Young generation of each engine worker thread, in MB (V8: three semi-spaces; 96 = 32 MB each). */
export const ENGINE_YOUNG_GENERATION_MB = 96;

/** The same young generation as a Node flag, for a process that runs the engine on its main thread (bench:engine). */
export const ENGINE_SEMI_SPACE_FLAG = `--max-semi-space-size=${ENGINE_YOUNG_GENERATION_MB / 3}`;
