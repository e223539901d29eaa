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

// Services and jobs receive the clock, the live hub, the mailer and the logger as an argument
// (`ServerEffects`: ctx.effects, meta.effects, queue.effects); only the composition root and
// the entry points that build contexts (route(), page sessions, server.ts) reach for them.
const effectsMessage = "Side effects are passed in: take them from ctx.effects / meta.effects / queue.effects (lib/server/effects.ts).";
const injectedEffectsImports = {
  paths: [
    { name: "@/lib/server/composition-root", message: effectsMessage },
    { name: "@/lib/server/clock", message: effectsMessage },
    { name: "@/lib/server/live/hub", message: effectsMessage },
    { name: "@/lib/server/integrations/mail/send-mail", message: effectsMessage },
    { name: "@/lib/server/log", importNames: ["log", "setLogDestination", "withLogContext"], message: effectsMessage },
  ],
  patterns: [{ regex: "^\\.{1,2}/(.*/)?(composition-root|clock|live/hub|mail/send-mail)$", message: effectsMessage }],
};

// One UUID check (lib/contracts/ids.ts: `uuid()` for schemas, `isUuid()` elsewhere): a second
// hand-written UUID pattern or a direct zod UUID rule could drift from it.
const oneUuidCheck = [
  { selector: "Literal[regex.pattern=/\\{8\\}.*\\{4\\}.*\\{12\\}/]", message: "Check UUIDs with isUuid() from @/lib/contracts/ids." },
  { selector: "Literal[value=/\\{8\\}.*\\{4\\}.*\\{12\\}/]", message: "Check UUIDs with isUuid() from @/lib/contracts/ids." },
  { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(uuid|guid|uuidv4|uuidv7)$/]", message: "Use uuid() / isUuid() from @/lib/contracts/ids." },
];

// One day helper (lib/engine/core/dates.ts): no more hand-cut ISO days or midnight strings.
const oneDayHelper = [
  { selector: "CallExpression[callee.property.name='slice'][callee.object.type='CallExpression'][callee.object.callee.property.name='toISOString']", message: "Use isoDay() from @/lib/engine/core/dates." },
  { selector: "TemplateElement[value.raw=/^T00:00:00(\\.000)?Z/]", message: "Use dayStartMs() / addDays() from @/lib/engine/core/dates." },
];

const oneButton = [{ selector: "JSXOpeningElement[name.name='button']", message: "Use Button or PlainButton from @/components/ui: they are disabled until the page is hydrated." }];

const clientDataLayer = {
  paths: [{ name: "@/lib/client/api", allowTypeImports: true, message: "Call endpoints with callEndpoint or the hooks in @/lib/client/endpoint-query." }],
  // A production build gives the browser the table without schemas, and each family's
  // `<family>Endpoints` without schemas (next.config.ts); nothing else of a family module.
  patterns: [{ regex: "^@/lib/contracts/endpoint-table/", importNamePattern: "^(?![a-z]+Endpoints$)", allowTypeImports: true, message: "Import only a family's rows (`<family>Endpoints`) from an endpoint-table module: production browser bundles get them without zod." }],
};

export default tseslint.config(
  { ignores: [".next/**", ".build/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "tmp/**"] },
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
      "no-restricted-syntax": ["error", ...oneUuidCheck],
    },
  },
  {
    // Day helpers: server, pages, components, database code and lib/ (.tsx of components and
    // app are listed again below, with the button rule).
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.ts", "db/**/*.ts", "server.ts", "proxy.ts", "i18n/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-syntax": ["error", ...oneUuidCheck, ...oneDayHelper] },
  },
  {
    // The one definitions themselves.
    files: ["lib/contracts/ids.ts", "lib/engine/core/dates.ts"],
    rules: { "no-restricted-syntax": "off" },
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
    // Consumer pages carry no company research: its citations and their messages stay out of
    // their bundles (components/scenes/company-contributor-list.tsx says why).
    files: ["components/consumer/**/*.{ts,tsx}", "components/report/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...clientImports.patterns,
            { group: ["@/components/scenes/company-contributor-list", "@/components/scenes/research-cite"], message: "Consumer results use ContributorList: company research citations are for company forecasts." },
          ],
        },
      ],
    },
  },
  {
    // A bare <button> does nothing before hydration and swallows a tap: components use
    // Button or PlainButton (components/ui), which stay disabled until React is ready.
    // (Flat config replaces a rule's options per file, so the id and day rules are repeated.)
    files: ["components/**/*.tsx"],
    rules: { "no-restricted-syntax": ["error", ...oneUuidCheck, ...oneDayHelper, ...oneButton] },
  },
  {
    files: ["app/**/*.tsx"],
    ignores: ["app/global-error.tsx"],
    rules: { "no-restricted-syntax": ["error", ...oneUuidCheck, ...oneDayHelper, ...oneButton] },
  },
  {
    // One client data layer: components reach the API through endpoint rows, so every call is
    // typed and checked by its contract and an ended session is handled in one place.
    files: ["app/**/*.{ts,tsx}", "components/**/*.test.{ts,tsx}", "lib/client/**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", clientDataLayer] },
  },
  {
    // The same in code that runs in the browser, and: values come from the questionnaire
    // engine's own modules, not its index, which also exports the questionnaires' content
    // (60 KB the bundler keeps once the index is imported; pages send the definition).
    files: ["components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          ...clientDataLayer,
          paths: [
            ...clientDataLayer.paths,
            { name: "@/lib/questionnaire", allowTypeImports: true, message: "Import values from their module (@/lib/questionnaire/steps, ...): the index brings the questionnaires' content into the browser bundle." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/engine/**/*.test.ts", "lib/questionnaire/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: pureEngineImports.patterns.filter((p) => !String(p.group).includes("node:*")) }],
    },
  },
  {
    files: ["lib/server/services/**/*.ts", "lib/server/jobs/**/*.ts"],
    ignores: ["**/*.test.ts", "lib/server/jobs/sql-executors.ts", "lib/server/jobs/engine-worker.ts"],
    rules: { "no-restricted-imports": ["error", injectedEffectsImports] },
  },
);
