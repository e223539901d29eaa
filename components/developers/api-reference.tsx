import { getTranslations } from "next-intl/server";
import type { OpenApiDocument } from "@/lib/contracts/endpoint-table/system";
import type { AccessInfo } from "@/lib/contracts/openapi";

// A server-rendered reader of the OpenAPI document: no script, nothing fetched from the
// internet, and the schemas shown are the very ones the document serves.

interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  "x-access"?: AccessInfo;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  requestBody?: { content: { "application/json": { schema: unknown } } };
  responses: { "200"?: { content?: { "application/json"?: { schema: unknown } } } };
}

const METHOD_STYLE: Record<string, string> = {
  get: "bg-sky-100 text-sky-900",
  post: "bg-emerald-100 text-emerald-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-violet-100 text-violet-900",
  delete: "bg-rose-100 text-rose-900",
};

function Schema({ label, schema }: { label: string; schema: unknown }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-muted">{label}</summary>
      <pre className="mt-1 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs">{JSON.stringify(schema, null, 2)}</pre>
    </details>
  );
}

export async function ApiReference({ document }: { document: OpenApiDocument }) {
  const t = await getTranslations("developersApi");
  const domains = await getTranslations("auth.domains");
  const access = (info: AccessInfo | undefined) =>
    !info || info.kind === "public" ? t("accessPublic") : t(info.kind === "session" ? "accessSession" : "accessOptional", { domain: domains(info.domain as "owner") });
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op: op as unknown as Operation })));
  const tags = [...new Set(operations.map((o) => o.op.tags?.[0] ?? "api"))];
  return (
    <main className="mx-auto max-w-5xl px-4 py-12" data-testid="api-reference">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <p className="mt-3 text-muted">{t("intro")}</p>
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        <a className="font-medium text-ink underline" href="/api/v1/openapi.json">
          {t("download")}
        </a>
        <span className="text-muted">{t("count", { count: operations.length })}</span>
        <span className="text-muted">{t("errors")}</span>
      </p>
      {tags.map((tag) => (
        <section key={tag} className="mt-10">
          <h2 className="text-xl font-semibold text-ink">{tag}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {operations
              .filter((o) => (o.op.tags?.[0] ?? "api") === tag)
              .map(({ path, method, op }) => (
                <li key={op.operationId} id={op.operationId} className="rounded-xl border border-line bg-white p-4">
                  <div className="flex flex-wrap items-center gap-2 font-mono text-sm">
                    <span className={`rounded px-2 py-0.5 font-semibold uppercase ${METHOD_STYLE[method] ?? ""}`}>{method}</span>
                    <span className="break-all text-ink">{path}</span>
                  </div>
                  <p className="mt-1 text-sm text-muted">
                    {t("access")}: {access(op["x-access"])}
                  </p>
                  {op.parameters?.length ? (
                    <p className="mt-1 font-mono text-xs text-muted">
                      {t("parameters")}: {op.parameters.map((p) => `${p.name} (${t(p.in === "path" ? "inPath" : "inQuery")}${p.required ? "" : `, ${t("optional")}`})`).join(", ")}
                    </p>
                  ) : null}
                  {op.requestBody ? <Schema label={t("requestBody")} schema={op.requestBody.content["application/json"].schema} /> : null}
                  <Schema label={t("response")} schema={op.responses["200"]?.content?.["application/json"]?.schema ?? {}} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
