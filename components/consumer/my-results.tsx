"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { rememberedResults, type RememberedResult } from "@/lib/client/consumer-keys";
import type { FlameHistoryDto } from "@/lib/contracts/consumer";

/**
 * Results made in this browser (kept by key) and, for a signed-in flame user, the account's
 * history (each compatibility with its title, status and date), read by the page on the
 * server: the flame home fetches nothing after hydration and loads no query library.
 */
export function MyResults({ history: saved }: { history: FlameHistoryDto["items"] }) {
  const t = useTranslations("consumer");
  const format = useFormatter();
  const [local, setLocal] = useState<RememberedResult[]>([]);
  useEffect(() => setLocal(rememberedResults().filter((r) => r.product === "flame")), []);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  if (!local.length && !saved.length) return null;
  return (
    <section className="flex w-full flex-col gap-2 text-left" data-testid="my-results">
      <h2 className="font-semibold text-ink">{t("myResults")}</h2>
      <ul className="flex flex-col gap-2">
        {saved.map((item) => (
          <li key={item.compatibilityId}>
            <Link href={`/main/questionnaire-result/${item.compatibilityId}`} className="flex items-center justify-between gap-2 rounded-lg bg-white px-4 py-3 text-sm shadow-sm hover:bg-rose-50" data-testid="history-item">
              <span className="font-medium text-ink">{item.title}</span>
              <span className="text-xs text-muted">{t(`status.${item.status}`)} · {date(item.createdAt)}</span>
            </Link>
          </li>
        ))}
        {local.map((item) => (
          <li key={item.key}>
            <Link href={`/main/questionnaire-result/${item.key}`} className="flex items-center justify-between gap-2 rounded-lg bg-white px-4 py-3 text-sm shadow-sm hover:bg-rose-50" data-testid="local-result">
              <span className="font-medium text-ink">{item.title}</span>
              <span className="text-xs text-muted">{t("onThisDevice")} · {date(item.createdAt)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
