import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The two engines are pure libraries: the browser runs the questionnaire engine,
// workers run the compatibility engine. Nothing of the web stack, the database or
// Node may leak into them.
// Bare built-in names go in `paths` (exact module names), so a local "./events" is fine.
const NODE_BUILTINS = ["fs", "path", "os", "crypto", "child_process", "worker_threads", "http", "https", "net", "url", "util", "events", "stream"];
const pureEngineImports = {
  paths: NODE_BUILTINS.map((name) => ({ name, message: "Engines are pure: no Node built-ins." })),
  patterns: [
    { group: ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*"], message: "Engines are pure: no web stack." },
    { group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*", "@/db/*"], message: "Engines are pure: no database." },
    { group: ["node:*"], message: "Engines are pure: no Node built-ins." },
    { group: ["@/lib/server/*", "@/app/*", "@/components/*", "@/lib/client/*", "server-only"], message: "Engines import nothing from the app." },
  ],
};

// Browser code (components, the client data layer) reaches the server only over the API:
// importing server modules or the database would bundle them for the browser (or, with
// `server-only`, break the build). Types the client needs live in lib/contracts.
const clientImports = {
  patterns: [
    { group: ["@/lib/server", "@/lib/server/*", "@/db", "@/db/*"], message: "Client code must not import server code or the database: use the API and the types in @/lib/contracts." },
    { regex: "^\\.{1,2}/(.*/)?(lib/server|db)(/|$)", message: "Client code must not import server code or the database: use the API and the types in @/lib/contracts." },
    { group: ["server-only"], message: "Client code is not server-only." },
  ],
};

export default tseslint.config(
  { ignores: [".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      "no-console": "off",
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    files: ["lib/engine/**/*.ts", "lib/questionnaire/**/*.ts"],
    rules: { "no-restricted-imports": ["error", pureEngineImports] },
  },
  {
    files: ["components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", clientImports] },
  },
  {
    // One client data layer: components reach the API through endpoint rows, so every call is
    // typed and checked by its contract and an ended session is handled in one place.
    files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "@/lib/client/api", allowTypeImports: true, message: "Call endpoints with callEndpoint or the hooks in @/lib/client/endpoint-query." }] },
      ],
    },
  },
  {
    files: ["lib/engine/**/*.test.ts", "lib/questionnaire/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: pureEngineImports.patterns.filter((p) => !String(p.group).includes("node:*")) }],
    },
  },
);
