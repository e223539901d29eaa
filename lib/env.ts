import { z } from "zod";

// The only reader of process.env. Everything configurable is listed here and in README.md.
const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes" || v === "on");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  /** PostgreSQL server; when unset the embedded PGlite database in PGLITE_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Public base URL used in e-mailed links; defaults to http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  /** smtp://user:pass@host:port or smtps://...; when unset mail goes to the outbox table and the log. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Accordo <no-reply@accordo.local>"),
  SUPPORT_EMAIL: z.string().default("support@accordo.local"),
  /** Comma-separated host patterns served in Russian ("*.ru", "ru.*", "example.com"). */
  RU_HOSTS: z.string().default("*.ru,ru.*"),
  /** Comma-separated host patterns served in English whatever the stored preference. */
  EN_HOSTS: z.string().default("en.*"),
  /** Comma-separated host patterns of the love platform (tab title and love branding). */
  LOVE_HOSTS: z.string().default("love.*"),
  /**
   * Honour X-Forwarded-For / X-Forwarded-Host only behind proxies you run: the number of
   * them in front of the app ("1", "on" or "true" = one; "2" = a CDN before your proxy;
   * unset or "0" = none). The client address is the one the outermost trusted proxy saw.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? "").trim().toLowerCase();
      if (["", "0", "false", "no", "off"].includes(value)) return 0;
      if (["true", "yes", "on"].includes(value)) return 1;
      if (/^[1-9]$/.test(value)) return Number(value);
      ctx.addIssue({ code: "custom", message: "a number of proxies (0-9), or on/off" });
      return z.NEVER;
    }),
  /** Secure cookies with the __Host- prefix; defaults to on in production. */
  SECURE_COOKIES: z.enum(["auto", "on", "off"]).default("auto"),
  /** Extra origins allowed to send cookie-authenticated mutations (comma-separated). */
  ALLOWED_ORIGINS: z.string().default(""),
  /** The developer outbox page (/dev/outbox): "auto" = on when SMTP_URL is unset, loopback clients only. */
  OUTBOX_PAGE: z.enum(["auto", "off"]).default("auto"),
  /** Demo data on first start: "auto" = only when APP_URL is a local address; "on" also on a public one (passwords never printed there). */
  DEMO_DATA: z.enum(["auto", "on", "off"]).default("auto"),
  /** Older spelling of DEMO_DATA=off. */
  NO_DEMO_DATA: booleanFlag,
  /**
   * Redis server (redis://host:port/db) for running several instances: live messages fan out
   * through its pub/sub (lib/server/live/redis-hub.ts). Unset = one process, in-process hub.
   */
  REDIS_URL: z.string().trim().optional().transform((v) => (v ? v : undefined)).pipe(z.string().url().optional()),
  /** Prefix of every Redis channel and key of this deployment, so several can share one Redis (tests use one per run). */
  REDIS_PREFIX: z.string().trim().min(1).default("accordo:"),
  /** Engine computations (team checks, scene and pair runs) one owner may have in flight at once; more answer 429. */
  RUNS_PER_OWNER: z.coerce.number().int().min(1).max(1000).default(3),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Admission limit: API requests in progress at once; past it /api/ requests get an immediate
   * 503 with Retry-After instead of queueing (health and readiness are exempt). 64 suits 2 cores:
   * a team check takes ~7 ms of CPU, so 64 waiting ones clear in about half a second.
   */
  MAX_INFLIGHT_REQUESTS: z.coerce.number().int().min(1).max(100_000).default(64),
  /**
   * The admission limit's second signal: while the event loop runs this many ms late, /api/
   * requests are shed even below MAX_INFLIGHT_REQUESTS, once 4 are in progress (0 = off).
   * It matters where the main thread is the bottleneck (the embedded database runs there).
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long a resolved session is reused without reading it again (lib/server/auth/session-cache.ts);
   * 0 turns the cache off. Changes made by this process are seen at once whatever the value; changes
   * made by another instance are seen at once through Redis (auth/session-relay.ts), within it without Redis.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Engine runs that may wait for a worker thread; past it a run answers 503 with Retry-After. */
  ENGINE_MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).default(64),
  /** On SIGTERM/SIGINT, how long requests in progress may take to finish before their sockets are closed. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Every so many seconds with traffic, one "load" log line: requests admitted and shed, event-loop delay, engine pool times (0 = never). */
  LOAD_REPORT_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  /** Key for generated love reports; unset = every report is the built-in standard one. */
  OPENAI_API_KEY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
  /** Chat model of the generated reports: fast and inexpensive, the report must stream in seconds. */
  OPENAI_MODEL: z.string().trim().min(1).default("gpt-4.1-mini"),
  /** An OpenAI-compatible endpoint ending in /v1 (a proxy, a local fake in tests); unset = api.openai.com. */
  OPENAI_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().url().optional()),
  /** Hard limit on one whole report generation, from the request to the last chunk; past it the standard report is used. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
  /** A generation that sends nothing for this long after its first chunk is given up (within OPENAI_TIMEOUT_MS). */
  OPENAI_STALL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Stripe secret key (sk_test_... in test mode); unset = plans show, paying says payments are not configured. */
  STRIPE_SECRET_KEY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
  /** The signing secret of the webhook endpoint (whsec_...); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional().transform((v) => (v ? v : undefined)),
  /** Another Stripe API origin (a local fake in tests, http://127.0.0.1:PORT); unset = api.stripe.com. */
  STRIPE_API_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().url().optional()),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every variable this file reads (docs/deploy.md lists each; a test checks). */
export const ENV_NAMES = Object.keys(EnvSchema.shape) as Array<keyof Env>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}

export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

export function isProduction(): boolean {
  return env().NODE_ENV === "production";
}
