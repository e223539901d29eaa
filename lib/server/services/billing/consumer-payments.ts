import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { coupleResults, payments } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { currencyOf } from "@/lib/billing/plans";
import type { PaymentIntentDto, PaymentStatusDto } from "@/lib/contracts/billing";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { resolveResult, type CoupleResultRow } from "../consumer/couple-results";
import { isLovePairUnlocked, orderedPair } from "../consumer/love-pairs";
import { saveFlameRow } from "../consumer/save-flame";
import { loadScenePeople } from "../scenes/scene-people";
import { openPayment, paymentStatus } from "./one-time-payments";
import { loadOwnerRow } from "./owner-plan";
import { FIRST_DAY_OFFER_MS } from "./owner-subscriptions";

// Consumer one-time payments (spec part 2 section 7): a love owner's pair, unlocked for
// life, and a result unlocked by its key without an account (the /stripe/{product} instance).

async function ownLovePair(db: Db, session: Session, id1: string, id2: string): Promise<string> {
  if (id1 === id2) throw new AppError("actors_ineligible");
  const people = await loadScenePeople(db, session, [id1, id2]);
  const a = people.get(id1);
  const b = people.get(id2);
  if (!a || !b) throw new AppError("profile_not_found");
  if (a.row.kind !== "love" || b.row.kind !== "love") throw new AppError("actors_ineligible");
  const [low, high] = orderedPair(id1, id2);
  return `${session.subjectId}:${low}:${high}`;
}

/** POST /stripe/check-payment-pair {id1, id2}: PAID once the pair is unlocked (by a payment, the unlimited plan or an administrator). */
export async function checkPaymentPair(db: Db, session: Session, input: { id1: string; id2: string }, meta: RequestMeta): Promise<PaymentStatusDto> {
  const subject = await ownLovePair(db, session, input.id1, input.id2);
  if (await isLovePairUnlocked(db, session.subjectId, input.id1, input.id2, meta.now)) return { status: "PAID" };
  return { status: await paymentStatus(db, "pair", subject, meta.effects, meta.now) };
}

/** POST /stripe/create-payment-intent {id1, id2}: the Checkout page of the pair's lifetime unlock. */
export async function createPairPayment(db: Db, session: Session, input: { id1: string; id2: string; returnTo?: string | undefined }, locale: Locale, meta: RequestMeta): Promise<PaymentIntentDto> {
  const subject = await ownLovePair(db, session, input.id1, input.id2);
  const owner = await loadOwnerRow(db, session.subjectId);
  if (await isLovePairUnlocked(db, owner.id, input.id1, input.id2, meta.now)) return { id: subject, status: "PAID", checkoutUrl: null };
  return openPayment(db, {
    kind: "pair",
    subject,
    ownerId: owner.id,
    resultId: null,
    product: "pair_unlock",
    currency: currencyOf(locale),
    returnTo: input.returnTo ?? "/love-mobile",
    email: owner.email,
  }, meta);
}

/** A result by its key, or by its id for the flame account that keeps it (the history's links). */
async function resultOfKey(db: Db, session: Session | null, product: CoupleResultRow["product"], key: string): Promise<CoupleResultRow> {
  const row = await resolveResult(db, session, key);
  if (row.product !== product) throw new AppError("compatibility:not_found");
  return row;
}

/** POST /stripe/{product}/create-anonymous-payment-intent {key, discount}: the Checkout page that unlocks a result and its report. */
export async function createAnonymousPayment(db: Db, session: Session | null, product: CoupleResultRow["product"], input: { key: string; discount: boolean; returnTo?: string | undefined }, locale: Locale, meta: RequestMeta): Promise<PaymentIntentDto> {
  await consumeLimit(db, "paymentPerIp", meta.ip, meta.now);
  const row = await resultOfKey(db, session, product, input.key);
  if (row.unlockedAt) return { id: row.id, status: "PAID", checkoutUrl: null };
  // The discounted price is the first day's offer of a new result, decided here, not by the page.
  const discount = input.discount && meta.now.getTime() - row.createdAt.getTime() <= FIRST_DAY_OFFER_MS;
  const returnTo = input.returnTo ?? (product === "flame" ? `/main/questionnaire-result/${input.key}` : `/couple-questionnaire/result/${input.key}`);
  return openPayment(db, {
    kind: "result",
    subject: row.id,
    ownerId: null,
    resultId: row.id,
    product: discount ? "result_unlock_discount" : "result_unlock",
    currency: currencyOf(locale),
    returnTo,
    email: null,
  }, meta);
}

/** POST /stripe/{product}/check-anonymous-payment-pair {key}. */
export async function checkAnonymousPayment(db: Db, session: Session | null, product: CoupleResultRow["product"], key: string, meta: RequestMeta): Promise<PaymentStatusDto> {
  const row = await resultOfKey(db, session, product, key);
  if (row.unlockedAt) return { status: "PAID" };
  return { status: await paymentStatus(db, "result", row.id, meta.effects, meta.now) };
}

/**
 * POST /stripe/{product}/update-anonymous-payment {id, email}: the buyer's e-mail for the
 * receipt; for a flame result also the account that keeps it, with a sign-in link to it.
 */
export async function updateAnonymousPayment(db: Db, product: CoupleResultRow["product"], input: { id: string; email: string }, locale: Locale, meta: RequestMeta): Promise<void> {
  await consumeLimit(db, "paymentPerIp", meta.ip, meta.now);
  const [payment] = await db.select().from(payments).where(and(eq(payments.id, input.id), eq(payments.kind, "result"))).limit(1);
  if (!payment?.resultId) throw new AppError("payment:not_found");
  const row = await resolveByIdForProduct(db, payment.resultId, product);
  await db.update(payments).set({ email: input.email.toLowerCase() }).where(eq(payments.id, payment.id));
  if (product === "flame") await saveFlameRow(db, row, input.email, locale, meta);
}

async function resolveByIdForProduct(db: Db, resultId: string, product: CoupleResultRow["product"]): Promise<CoupleResultRow> {
  const [row] = await db.select().from(coupleResults).where(eq(coupleResults.id, resultId)).limit(1);
  if (!row || row.product !== product) throw new AppError("payment:not_found");
  return row;
}
