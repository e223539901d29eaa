"use client";

import { Check, Lock } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import { formatDiscount, formatMoney } from "@/lib/client/money";
import { sendPlansOpened } from "@/lib/client/page-view";
import { useErrorText } from "@/lib/client/use-error-text";
import type { Currency } from "@/lib/billing/plans";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";
import { oneTimePrice, planPrice, unlimitedPlan, type PriceLine, type UnlockPeriod, type UnlockTarget } from "./unlock-offers";
import { startPayment, usePaymentReturn, useResultOffer } from "./use-unlock-payment";

const NOT_CONFIGURED = "payment:not_configured";

interface PanelProps {
  target: UnlockTarget;
  /** The two first names, as the page shows them. */
  names: [string, string];
  onUnlocked: () => void;
  /** The heading level where the panel sits (h3 inside the love result's section). */
  heading?: "h2" | "h3";
  /** Why paying is closed to this reader (a love-mobile owner whose e-mail is not confirmed): the button is disabled and this is shown. */
  blockedReason?: ReactNode;
}

/**
 * The locked state of a love pair or a flame/couple result: what unlocking adds, the price
 * in the reader's currency, the one-time unlock (and on love-mobile the weekly or monthly
 * unlimited plan), the pay button that goes to Stripe Checkout, and, back from Checkout, the
 * wait for the server to record the payment. `onUnlocked` reads the result again.
 */
export function UnlockPanel(props: PanelProps) {
  // The return from Checkout is read from the address (useSearchParams).
  return (
    <Suspense fallback={null}>
      <UnlockPanelBody {...props} />
    </Suspense>
  );
}

function UnlockPanelBody({ target, names, onUnlocked, heading: Heading = "h2", blockedReason }: PanelProps) {
  const t = useTranslations("unlock");
  const locale = useLocale();
  const errorText = useErrorText();
  const titleId = useId();
  const prices = useEndpointQuery(endpoints.getStripeListPrice, { query: { ln: locale === "ru" ? "ru" : "en", audience: "consumer" } });
  const offer = useResultOffer(target.kind === "result" ? target.createdAt : null);
  const { phase, checkAgain } = usePaymentReturn(target, onUnlocked);
  const [choice, setChoice] = useState<"once" | "unlimited">("once");
  const [period, setPeriod] = useState<UnlockPeriod>("month");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorBody | null>(null);
  // The offer seen: the first step of the payment funnel (docs/operations.md, "Analytics").
  useEffect(() => sendPlansOpened(), []);

  const list = prices.data;
  const notConfigured = list?.paymentsConfigured === false || error?.code === NOT_CONFIGURED;
  const plan = target.kind === "pair" && list ? unlimitedPlan(list.plans, period) : null;
  const unlimited = choice === "unlimited" && plan !== null;
  const once = list ? oneTimePrice(list, target.kind, offer) : null;
  const money = (minor: number) => formatMoney(minor, list?.currency ?? "usd", locale);
  const perPeriod = (p: UnlockPeriod, minor: number) => t(p === "week" ? "perWeek" : "perMonth", { price: money(minor) });

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (!list || busy) return;
    setBusy(true);
    setError(null);
    const started = await startPayment(target, unlimited ? { kind: "unlimited", plan: plan.code } : { kind: "once", offer: target.kind === "result" && offer, email });
    if (started === "redirected") return; // the browser is leaving for Checkout: stay busy
    setBusy(false);
    if (started === "unlocked") onUnlocked();
    else setError(started.error);
  }

  const returning = phase === "waiting" || phase === "paid" || phase === "slow";
  return (
    <Card padding="fluid" tone="love" className="flex flex-col gap-4" data-testid="locked" role="region" aria-labelledby={titleId}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-rose-50 text-love-600" aria-hidden><Lock className="size-4" /></span>
        <div className="min-w-0">
          <Heading id={titleId} className="text-lg font-semibold text-ink">{t("title")}</Heading>
          <p className="text-sm text-muted">{t("intro")}</p>
        </div>
      </div>
      <ul className="grid gap-1.5 text-sm text-ink sm:grid-cols-2" data-testid="unlock-benefits">
        {(["benefitDrivers", "benefitAdvice", "benefitReport", "benefitPdf"] as const).map((key) => (
          <li key={key} className="flex items-start gap-2"><Check className="mt-0.5 size-4 shrink-0 text-love-600" aria-hidden />{t(key)}</li>
        ))}
      </ul>

      {phase === "waiting" || phase === "paid" ? (
        <Alert tone="success"><span className="flex items-center gap-2" data-testid="payment-waiting"><span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />{t("waiting")}</span></Alert>
      ) : null}
      {phase === "slow" ? (
        <div className="flex flex-col gap-2" data-testid="payment-slow">
          <Alert tone="warning" title={t("slowTitle")}>{t("slowText")}</Alert>
          <Button variant="secondary" onClick={checkAgain} className="self-start">{t("checkAgain")}</Button>
        </div>
      ) : null}
      {phase === "cancelled" && !busy ? <Alert tone="info"><span data-testid="payment-cancelled">{t("cancelled")}</span></Alert> : null}

      {returning ? null : prices.error ? (
        <Alert tone="error">{errorText(prices.error.body) ?? t("pricesFailed")}</Alert>
      ) : !list || !once ? (
        <Spinner label={t("loadingPrices")} />
      ) : (
        <form onSubmit={(e) => void pay(e)} className="flex flex-col gap-4">
          {notConfigured ? <Alert tone="warning" title={t("notConfiguredTitle")}><span data-testid="payments-not-configured">{t("notConfiguredText")}</span></Alert> : null}
          <fieldset className="flex flex-col gap-3">
            <legend className={plan ? "mb-2 text-sm font-medium text-ink" : "sr-only"}>{t("chooseLabel")}</legend>
            <div className={cn("grid gap-3", plan ? "sm:grid-cols-2" : null)}>
              <Choice
                single={!plan}
                name="unlock-choice"
                value="once"
                checked={!unlimited}
                onSelect={() => setChoice("once")}
                title={t(target.kind === "pair" ? "oncePairTitle" : "onceResultTitle")}
                text={t(target.kind === "pair" ? "oncePairText" : "onceResultText", { a: names[0], b: names[1] })}
                badge={target.kind === "result" && offer ? t("todayOffer") : null}
              >
                <PriceTag line={once} currency={list.currency} text={t("oneTime", { price: money(once.charged) })} />
                {target.kind === "result" && offer ? <p className="text-xs text-muted">{t("todayOfferText")}</p> : null}
              </Choice>
              {plan ? (
                <Choice name="unlock-choice" value="unlimited" checked={unlimited} onSelect={() => setChoice("unlimited")} title={t("unlimitedTitle")} text={t("unlimitedText")}>
                  <PeriodSwitch period={period} onChange={(p) => { setPeriod(p); setChoice("unlimited"); }} />
                  <PriceTag line={planPrice(plan)} currency={list.currency} text={perPeriod(period, plan.discountedPrice)} />
                </Choice>
              ) : null}
            </div>
          </fieldset>
          {target.kind === "result" && !unlimited ? (
            <Field id="unlock-email" label={t("emailLabel")} hint={t("emailHint")}>
              <Input id="unlock-email" type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
          ) : null}
          {error && error.code !== NOT_CONFIGURED ? <Alert tone="error">{errorText(error)}</Alert> : null}
          <Button type="submit" variant="love" size="wrap" busy={busy} disabled={notConfigured || Boolean(blockedReason)} data-testid="unlock-pay">
            {unlimited ? t("subscribe", { price: perPeriod(period, plan.discountedPrice) }) : t("pay", { price: money(once.charged) })}
          </Button>
          {blockedReason}
          <p className="text-center text-xs text-muted">{t("secureNote")}</p>
        </form>
      )}
    </Card>
  );
}

/** One way to unlock, as a selectable card; its name is the title, the rest describes it. */
function Choice({ single, name, value, checked, onSelect, title, text, badge, children }: { single?: boolean; name: string; value: string; checked: boolean; onSelect: () => void; title: string; text: string; badge?: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <div className={cn("relative flex gap-3 rounded-xl border p-3 transition-colors", checked ? "border-love-500 bg-rose-50/60" : "border-line bg-white")} data-testid={`unlock-option-${value}`}>
      {/* The only way to unlock (an anonymous result) is no choice: shown without a radio. */}
      {single ? null : <input id={id} type="radio" name={name} value={value} checked={checked} onChange={onSelect} aria-describedby={`${id}-text`} className="relative z-10 mt-1 size-4 shrink-0 accent-love-600" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {single ? <p className="font-semibold text-ink">{title}</p> : <label htmlFor={id} className="cursor-pointer font-semibold text-ink after:absolute after:inset-0 after:content-['']">{title}</label>}
          {badge ? <span className="rounded-full bg-love-600 px-2 py-0.5 text-xs font-medium text-white">{badge}</span> : null}
        </div>
        <p id={`${id}-text`} className="text-sm text-muted">{text}</p>
        <div className="relative z-10 flex flex-col gap-1.5">{children}</div>
      </div>
    </div>
  );
}

/** The charged price, the price it replaces struck through, and the discount. */
function PriceTag({ line, currency, text }: { line: PriceLine; currency: Currency; text: string }) {
  const t = useTranslations("unlock");
  const locale = useLocale();
  const before = line.before > line.charged ? formatMoney(line.before, currency, locale) : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5" data-testid="unlock-price">
      <span className="text-lg font-bold text-ink">{text}</span>
      {before ? (
        <>
          <s className="text-sm text-muted" aria-hidden>{before}</s>
          <span className="sr-only">{t("priceBefore", { price: before })}</span>
        </>
      ) : null}
      {line.percent < 0 ? <span className="rounded bg-emerald-50 px-1.5 text-xs font-semibold text-emerald-700">{formatDiscount(line.percent, locale)}</span> : null}
    </p>
  );
}

function PeriodSwitch({ period, onChange }: { period: UnlockPeriod; onChange: (p: UnlockPeriod) => void }) {
  const t = useTranslations("unlock");
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t("periodLabel")} className="inline-flex self-start rounded-lg border border-line bg-white p-0.5 text-sm">
      {(["week", "month"] as const).map((p) => (
        <label key={p} className={cn("relative cursor-pointer rounded-md px-3 py-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-love-500", period === p ? "bg-love-600 text-white" : "text-ink")}>
          {/* Transparent over its label, so a tap or a click on the radio itself both choose it. */}
          <input type="radio" name={name} value={p} checked={period === p} onChange={() => onChange(p)} className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0" />
          {t(p === "week" ? "periodWeek" : "periodMonth")}
        </label>
      ))}
    </div>
  );
}
