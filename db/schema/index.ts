import "server-only";
export * from "./accounts";
export * from "./auth";
export * from "./mail";
export * from "./meta";
export * from "./profiles";
export * from "./scenes";
export * from "./estimates";
export * from "./consumer";
