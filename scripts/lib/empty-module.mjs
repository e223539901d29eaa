// What `import "server-only"` becomes in the compiled server and workers (scripts/lib/compile-server.ts).
export {};
