import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DIRECT_LOCAL_HEADER } from "@/lib/server/http/request-info";
import { listOutbox, outboxVisibleTo } from "@/lib/server/services/dev/list-outbox";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("devOutbox");

const LINK = /(https?:\/\/[^\s]+)/g;

export default async function OutboxPage() {
  if (!outboxVisibleTo((await headers()).get(DIRECT_LOCAL_HEADER) === "1")) notFound();
  const t = await getTranslations("outbox");
  const messages = await listOutbox(await getDb());
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
      <p className="mt-2 text-sm text-muted">{t("text")}</p>
      {messages.length === 0 ? <p className="mt-8 text-muted">{t("empty")}</p> : null}
      <ol className="mt-8 flex flex-col gap-4">
        {messages.map((m) => (
          <li key={m.id} className="rounded-2xl border border-line bg-white p-5" data-testid="outbox-message">
            <p className="text-xs text-muted">{t("sentAt")}: {m.createdAt}</p>
            <p className="mt-1 text-sm"><span className="text-muted">{t("to")}:</span> <span data-testid="outbox-to">{m.to}</span></p>
            <p className="text-sm font-semibold text-ink"><span className="font-normal text-muted">{t("subject")}:</span> {m.subject}</p>
            <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-ink">
              {m.text.split(LINK).map((part, i) =>
                part.match(LINK) ? <a key={i} href={part} className="text-brand-600 underline" data-testid="outbox-link">{part}</a> : part,
              )}
            </pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
