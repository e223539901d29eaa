"use client";

import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { GatedButton } from "@/components/owner/verification-gate";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { queryErrorBody, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";

const capitalized = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** Saved cards: the default one, make another default, remove one, add one (on Stripe's page). */
export function PaymentMethods({ onAdd, adding }: { onAdd: () => void; adding: boolean }) {
  const t = useTranslations("billing.cards");
  const errorText = useErrorText();
  const query = useEndpointQuery(endpoints.getStripeListPaymentMethods, {});
  const invalidates = [endpoints.getStripeListPaymentMethods];
  const makeDefault = useEndpointMutation(endpoints.postStripeSetDefaultPaymentMethod, { invalidates });
  const detach = useEndpointMutation(endpoints.deleteStripeDetachPaymentMethod, { invalidates });
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; last4: string } | null>(null);
  const [error, setError] = useState<ErrorBody | null>(null);
  const cards = query.data?.data ?? null;
  const shownError = error ?? queryErrorBody(query);

  async function run(id: string, action: () => Promise<{ ok: boolean; error?: ErrorBody }>) {
    setBusy(id);
    setError(null);
    const result = await action();
    setBusy(null);
    setRemoving(null);
    if (!result.ok && result.error) setError(result.error);
  }

  return (
    <section aria-labelledby="cards-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cards-title" className="font-semibold text-ink">{t("title")}</h2>
        <GatedButton size="sm" variant="secondary" busy={adding} onClick={onAdd}>{t("add")}</GatedButton>
      </div>
      {shownError ? <Alert tone="error">{errorText(shownError)}</Alert> : null}
      {query.isPending ? <Spinner /> : null}
      {cards && cards.length === 0 ? <p className="text-sm text-muted">{t("empty")}</p> : null}
      {cards && cards.length ? (
        <ul className="flex flex-col divide-y divide-line" data-testid="card-list">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
              <CreditCard className="size-5 text-muted" aria-hidden />
              <span className="min-w-0 flex-1 basis-48">
                <span className="block text-ink">{t("card", { brand: capitalized(card.brand), last4: card.last4 })}</span>
                <span className="block text-xs text-muted">{t("expires", { month: String(card.expMonth).padStart(2, "0"), year: String(card.expYear) })}</span>
              </span>
              <span className="ml-auto flex items-center gap-2">
              {card.isDefault ? <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">{t("isDefault")}</span> : (
                <Button size="sm" variant="ghost" busy={busy === card.id} disabled={busy !== null} onClick={() => void run(card.id, () => makeDefault.send({ body: { paymentMethodId: card.id } }))}>
                  {t("makeDefault")}
                </Button>
              )}
              <Button size="sm" variant="dangerGhost" disabled={busy !== null} onClick={() => setRemoving({ id: card.id, last4: card.last4 })}>{t("remove")}</Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("removeTitle", { last4: removing?.last4 ?? "" })}
        text={t("removeText")}
        confirmLabel={t("remove")}
        busy={removing !== null && busy === removing.id}
        onConfirm={() => removing && void run(removing.id, () => detach.send({ query: { paymentMethodId: removing.id } }))}
      />
    </section>
  );
}
