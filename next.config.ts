import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";

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
 * the full table, so answers are checked there.
 */
const productionBrowserAliases = {
  "@/lib/contracts/endpoints": { browser: "./lib/contracts/browser-endpoints.generated.ts" },
  // The sign-in pages call only the passport family: its own light twin, not the whole table.
  "@/lib/contracts/endpoint-table/passport": { browser: "./lib/contracts/browser-passport-endpoints.generated.ts" },
};

export default function nextConfig(phase: string): NextConfig {
  return withNextIntl(phase === PHASE_PRODUCTION_BUILD ? { ...config, turbopack: { resolveAlias: productionBrowserAliases } } : config);
}
