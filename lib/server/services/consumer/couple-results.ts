import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { coupleResults, resultLinks, type CouplePersonRecord } from "@/db/schema";
import type { CoupleResultDto, CreateCoupleResult, FlameHistoryDto } from "@/lib/contracts/consumer";
import type { Locale } from "@/i18n/config";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import type { Session } from "@/lib/server/auth/sessions";
import { hashToken, newToken } from "@/lib/server/auth/tokens";
import { AppError } from "@/lib/server/http/app-error";
import { isUuid } from "@/lib/contracts/ids";
import { latestQuestionnaireVersion } from "../profiles/questionnaire-versions";
import type { RequestMeta } from "../request-meta";
import { deleteConsumerData } from "./drafts";
import { computeCouple, partnerPerson, type CoupleComputation } from "./compute-couple";

export type CoupleResultRow = typeof coupleResults.$inferSelect;


/**
 * POST /owner/compatibility: checks a couple questionnaire (answered alone or together),
 * computes the couple's forecast and keeps it under a new secret key, answered once.
 * A signed-in flame user gets it in their history at once.
 */
export async function createCoupleResult(db: Db, session: Session | null, input: CreateCoupleResult, locale: Locale, meta: RequestMeta): Promise<{ key: string }> {
  await consumeLimit(db, "coupleResultPerIp", meta.ip, meta.now);
  const stored = await latestQuestionnaireVersion(db, "couple");
  const personal = {
    firstName: input.firstName,
    lastName: "",
    birthDate: input.birthDate ?? null,
    partnerFirstName: input.partnerFirstName,
    partnerBirthDate: input.partnerBirthDate ?? null,
  };
  const key = newToken();
  const computed = computeCouple(stored.definition, { answers: input.answers, personal, mode: input.mode, today: meta.now, seed: key });
  const [row] = await db
    .insert(coupleResults)
    .values({
      keyHash: hashToken(key),
      product: input.product,
      flameUserId: session?.domain === "flame" ? session.subjectId : null,
      locale: input.ln ?? locale,
      status: input.mode === "together" ? "complete" : "initial",
      people: computed.people,
      ownAnswers: computed.ownAnswers,
      partnerRatedAnswers: input.mode === "alone" ? computed.partnerAnswers : null,
      partnerSelfAnswers: input.mode === "together" ? computed.partnerAnswers : null,
      questionnaireId: stored.id,
      result: computed.result as unknown as Record<string, unknown>,
      createdAt: meta.now,
      updatedAt: meta.now,
    })
    .returning({ id: coupleResults.id });
  if (!row) throw new AppError("unexpected_error", 500);
  if (input.draftKey) await deleteConsumerData(db, input.draftKey);
  return { key };
}

/**
 * A result by its reference: the secret key (whoever holds it), or the result's id for the
 * signed-in flame user who keeps it (the history and the e-mailed link name results by id).
 */
export async function resolveResult(db: Db, session: Session | null, ref: string): Promise<CoupleResultRow> {
  if (isUuid(ref)) {
    if (session?.domain !== "flame") throw new AppError("compatibility:not_found");
    const [row] = await db.select().from(coupleResults).where(and(eq(coupleResults.id, ref), eq(coupleResults.flameUserId, session.subjectId))).limit(1);
    if (!row) throw new AppError("compatibility:not_found");
    return row;
  }
  const [row] = await db.select().from(coupleResults).where(eq(coupleResults.keyHash, hashToken(ref))).limit(1);
  if (!row) throw new AppError("compatibility:not_found");
  return row;
}

/**
 * GET /owner/compatibility/{key}: the result for whoever holds the key. A signed-in flame
 * user who opens a result nobody keeps yet gets it in their history (they hold the key).
 */
export async function readCoupleResult(db: Db, session: Session | null, ref: string, locale: Locale, meta: Pick<RequestMeta, "now">): Promise<CoupleResultDto> {
  let row = await resolveResult(db, session, ref);
  if (session?.domain === "flame" && row.flameUserId === null) {
    const [claimed] = await db
      .update(coupleResults)
      .set({ flameUserId: session.subjectId, updatedAt: meta.now })
      .where(and(eq(coupleResults.id, row.id), isNull(coupleResults.flameUserId)))
      .returning();
    if (claimed) row = claimed;
  }
  const links = await db
    .select({ token: resultLinks.token, createdAt: resultLinks.createdAt })
    .from(resultLinks)
    .where(and(eq(resultLinks.resultId, row.id), isNull(resultLinks.revokedAt)))
    .orderBy(desc(resultLinks.createdAt));
  return toCoupleResultDto(row, locale, links.map((l) => ({ token: l.token, createdAt: l.createdAt.toISOString() })));
}

function toCoupleResultDto(row: CoupleResultRow, locale: Locale, shareLinks: CoupleResultDto["shareLinks"]): CoupleResultDto {
  const stored = row.result as unknown as CoupleComputation;
  const unlocked = row.unlockedAt !== null;
  const report = row.reports[locale];
  return {
    product: row.product,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    people: row.people.map(publicPerson) as CoupleResultDto["people"],
    basis: row.partnerSelfAnswers ? "both_self" : "partner_rated",
    myAvgAnswers: stored.bigFive[0],
    partnerAvgAnswers: stored.bigFive[1],
    summary: stored.summary,
    unlocked,
    details: unlocked ? stored.details : null,
    gptResult: unlocked && report ? { text: report.text, source: report.source, createdAt: report.createdAt } : null,
    inviteToken: row.partnerSelfAnswers ? null : row.inviteToken,
    shareLinks,
    saved: row.flameUserId !== null,
  };
}

function publicPerson(p: CouplePersonRecord) {
  return { firstName: p.firstName, avatarName: p.avatarName, sex: p.sex, age: p.age };
}

/** POST /owner/compatibility/{key}/invite: a link for the partner to answer for themselves (the same one until used). */
export async function inviteCouplePartner(db: Db, session: Session | null, ref: string, meta: Pick<RequestMeta, "now">): Promise<{ token: string }> {
  const row = await resolveResult(db, session, ref);
  if (row.partnerSelfAnswers) throw new AppError("profile:already_submitted");
  if (row.inviteToken) return { token: row.inviteToken };
  const token = newToken();
  const [updated] = await db
    .update(coupleResults)
    .set({ inviteToken: token, updatedAt: meta.now })
    .where(and(eq(coupleResults.id, row.id), isNull(coupleResults.inviteToken)))
    .returning({ token: coupleResults.inviteToken });
  if (updated?.token) return { token: updated.token };
  return { token: (await resolveResult(db, session, ref)).inviteToken! };
}

async function loadByInvitation(db: Db, token: string): Promise<CoupleResultRow> {
  const [row] = await db.select().from(coupleResults).where(eq(coupleResults.inviteToken, token)).limit(1);
  if (!row) throw new AppError("compatibility:not_found");
  return row;
}

/** GET /owner/compatibility/invitation/{token}: who invites whom (first names only). */
export async function readInvitation(db: Db, token: string): Promise<{ firstName: string; partnerFirstName: string; answered: boolean }> {
  const row = await loadByInvitation(db, token);
  return { firstName: row.people[0].firstName, partnerFirstName: row.people[1].firstName, answered: row.partnerSelfAnswers !== null };
}

/**
 * POST /owner/compatibility/invitation/{token}: the partner's answers about themselves.
 * The forecast is computed again from both people's own answers; an invitation answers once.
 */
export async function answerInvitation(db: Db, token: string, input: { answers: Record<string, unknown>; firstName: string; birthDate?: string | undefined }, meta: RequestMeta): Promise<void> {
  await consumeLimit(db, "coupleResultPerIp", meta.ip, meta.now);
  const row = await loadByInvitation(db, token);
  if (row.partnerSelfAnswers) throw new AppError("profile:already_submitted");
  const stored = await latestQuestionnaireVersion(db, "couple");
  const partner = partnerPerson(stored.definition, { answers: input.answers, firstName: input.firstName, birthDate: input.birthDate ?? null, today: meta.now, seed: token });
  const computed = computeCouple(stored.definition, {
    answers: { ...row.ownAnswers, ...partner.partnerAnswers },
    personal: { firstName: row.people[0].firstName, lastName: "", birthDate: row.people[0].birthDate, partnerFirstName: partner.person.firstName, partnerBirthDate: partner.person.birthDate },
    mode: "together",
    today: meta.now,
    seed: row.id,
  });
  const [updated] = await db
    .update(coupleResults)
    .set({ partnerSelfAnswers: partner.partnerAnswers, people: computed.people, result: computed.result as unknown as Record<string, unknown>, status: "complete", reports: {}, updatedAt: meta.now })
    .where(and(eq(coupleResults.id, row.id), isNull(coupleResults.partnerSelfAnswers)))
    .returning({ id: coupleResults.id });
  if (!updated) throw new AppError("profile:already_submitted");
}

/** Unlocks the full reading and the report of a result (the payments issue calls it after a payment). */
export async function unlockCoupleResult(db: Db, resultId: string, by: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(coupleResults)
    .set({ unlockedAt: now, unlockedBy: by, updatedAt: now })
    .where(and(eq(coupleResults.id, resultId), isNull(coupleResults.unlockedAt)))
    .returning({ id: coupleResults.id });
  return updated.length > 0;
}

/** A couple's title in lists (history, the administrator's list): their first names. */
export function coupleTitle(a: string, b: string): string {
  return `${a} & ${b}`;
}

/** GET /owner/flame/history: the signed-in flame user's compatibilities, newest first. */
export async function flameHistory(db: Db, session: Session): Promise<FlameHistoryDto> {
  const rows = await db
    .select({ id: coupleResults.id, people: coupleResults.people, status: coupleResults.status, createdAt: coupleResults.createdAt })
    .from(coupleResults)
    .where(eq(coupleResults.flameUserId, session.subjectId))
    .orderBy(desc(coupleResults.createdAt))
    .limit(100);
  return {
    items: rows.map((r) => ({ compatibilityId: r.id, title: coupleTitle(r.people[0].firstName, r.people[1].firstName), status: r.status, createdAt: r.createdAt.toISOString() })),
  };
}
