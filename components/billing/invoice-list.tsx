"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { GatedButton } from "@/components/owner/verification-gate";
import { Spinner } from "@/components/ui/spinner";
import { formatDay, formatMoney } from "@/lib/client/billing";
import { endpointKey, fetchEndpoint } from "@/lib/client/endpoint-query";
import { useErrorText } from "@/lib/client/use-error-text";
import { endpoints } from "@/lib/contracts/endpoints";

const PAGE = 10;
const STATUSES = new Set(["draft", "open", "paid", "void", "uncollectible"]);

/** The owner's invoices, newest first, ten at a time ("Show more" follows Stripe's cursor); an open one can be paid. */
export function InvoiceList({ onPay, payingId }: { onPay: (invoiceId: string) => void; payingId: string | null }) {
  const t = useTranslations("billing.invoices");
  const errorText = useErrorText();
  const locale = useLocale();
  const query = useInfiniteQuery({
    // Under the row's key, so invalidating the row (after a payment) refetches every page.
    queryKey: [...endpointKey(endpoints.getStripeListAllInvoices), "pages"],
    queryFn: ({ pageParam }) => fetchEndpoint(endpoints.getStripeListAllInvoices, { query: { limit: PAGE, next_page: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more && last.next_page ? last.next_page : undefined),
  });
  const invoices = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h2 id="invoices-title" className="font-semibold text-ink">{t("title")}</h2>
      {query.isPending ? <Spinner /> : null}
      {query.error ? <Alert tone="error">{errorText(query.error.body)}</Alert> : null}
      {query.data && invoices.length === 0 ? <p className="text-sm text-muted">{t("empty")}</p> : null}
      {invoices.length ? (
        <ul className="flex flex-col divide-y divide-line" data-testid="invoice-list">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-col gap-1 py-2.5 text-sm sm:flex-row sm:items-center sm:gap-4">
              <span className="flex min-w-0 flex-1 items-baseline gap-3">
                <span className="shrink-0 text-muted">{formatDay(invoice.createdAt, locale)}</span>
                <span className="truncate text-ink">{invoice.number ?? invoice.id}</span>
              </span>
              <span className="flex flex-wrap items-center gap-3">
                <span className="font-medium tabular-nums text-ink">{formatMoney(invoice.status === "paid" ? invoice.amountPaid : invoice.amountDue, invoice.currency, locale)}</span>
                <span className={invoice.status === "open" ? "rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900" : "rounded bg-slate-100 px-1.5 py-0.5 text-xs text-muted"}>
                  {STATUSES.has(invoice.status) ? t(`statuses.${invoice.status as "paid"}`) : invoice.status}
                </span>
                {invoice.hostedUrl ? <a href={invoice.hostedUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">{t("invoice")}</a> : null}
                {invoice.pdfUrl ? <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">{t("pdf")}</a> : null}
                {invoice.status === "open" ? (
                  <GatedButton size="sm" busy={payingId === invoice.id} disabled={payingId !== null} aria-label={t("payNamed", { number: invoice.number ?? invoice.id })} onClick={() => onPay(invoice.id)}>
                    {t("pay")}
                  </GatedButton>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="secondary" size="sm" className="self-start" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>{t("more")}</Button>
      ) : null}
    </section>
  );
}
