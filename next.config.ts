import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { ENDPOINT_FAMILIES, familyTwinFile } from "./lib/contracts/endpoint-families";

/**
 * The message catalogs are compiled at build time (next-intl's `messages.precompile`): pages
 * then ship a small formatter instead of the ICU message parser (about 12 KB on every page).
 * Every import of `messages/*.json` in code Next bundles gets the compiled form, so code that
 * reads a catalog itself must accept both forms (lib/server/i18n.ts, `catalogHasMessage`).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const config: NextConfig = {
  // PGlite ships ~15 MB of WASM; keep it out of the bundle (stack-notes pitfall 10).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer", "ws", "mailchecker", "piscina", "pino", "pg-boss", "ioredis", "@tensorflow/tfjs-core", "@tensorflow/tfjs-layers", "@tensorflow/tfjs-backend-wasm", "@tensorflow/tfjs-backend-cpu"],
  // Type errors are caught by `npm run typecheck` (part of `npm test`); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

/**
 * A production build gives browser bundles the endpoint table without its zod schemas
 * (lib/contracts/browser-endpoints.ts): there the client does not check answers against
 * them, and zod would add about 30 KB to every page that calls the API. Development keeps
 * the full table, so answers are checked there. Each family of the table has its own light
 * twin too: a page that imports `@/lib/contracts/endpoint-table/<family>` (the sign-in
 * pages, the questionnaires) loads that family's rows, not the whole table.
 */
const productionBrowserAliases = {
  "@/lib/contracts/endpoints": { browser: "./lib/contracts/browser-endpoints.generated.ts" },
  ...Object.fromEntries(ENDPOINT_FAMILIES.map((family) => [`@/lib/contracts/endpoint-table/${family}`, { browser: `./lib/contracts/${familyTwinFile(family)}` }])),
};

export default function nextConfig(phase: string): NextConfig {
  return withNextIntl(phase === PHASE_PRODUCTION_BUILD ? { ...config, turbopack: { resolveAlias: productionBrowserAliases } } : config);
}
