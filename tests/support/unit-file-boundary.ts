import { afterAll } from "vitest";

// The shared unit project (vitest.config.ts) runs its files one after another in one module
// graph and, for the happy-dom files, one document: each file leaves the document empty, as
// the next one expects it (React Testing Library's roots unmounted, anything else removed).
afterAll(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  document.body.innerHTML = "";
});
