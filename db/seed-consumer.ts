import "server-only";
import { createHash } from "node:crypto";
// The same builder of well-formed answers the tests use: demo answers are made like test ones.
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { hashToken, newToken } from "@/lib/server/auth/tokens";
import { firstDayOfMonth, isoDay } from "@/lib/engine/core/dates";
import { forecastLovePair } from "@/lib/engine/index";
import { computeCouple } from "@/lib/server/services/consumer/compute-couple";
import { engineBigFive } from "@/lib/server/services/scenes/scene-people";
import { unlockLovePair } from "@/lib/server/services/consumer/love-pairs";
import { completeAnswers } from "@/lib/server/services/profiles/complete-answers";
import { loveAnswersFrom } from "@/lib/server/services/scenes/love-answers";
import { stableSeed } from "@/lib/server/services/scenes/stable-seed";
import { latestQuestionnaireVersion } from "@/lib/server/services/profiles/questionnaire-versions";
import type { Db } from "./client";
import { inArray } from "drizzle-orm";
import { coupleResults, pairChecks, profiles } from "./schema";

/** A stable 0..4 choice per question, different for each person, so the demo couple never changes. */
function pick(seed: string, question: string): number {
  return createHash("sha256").update(`${seed}:${question}`).digest()[0]! % 5;
}

/**
 * The demo flame user's finished couple result: both people answered about themselves, and
 * the pair is unlocked, so a newcomer who signs in sees a whole result and its report at once.
 */
export async function seedDemoCoupleResult(db: Db, flameUserId: string, now: Date): Promise<void> {
  const { id: questionnaireId, definition } = await latestQuestionnaireVersion(db, "couple");
  const answers = fillAnswers(definition, (q) => {
    if (q.neuronName === "gender") return 1;
    if (q.neuronName === "gender_partner") return 0;
    return pick(q.isPartner ? "max" : "anna", q.neuronName);
  });
  const key = newToken();
  const computed = computeCouple(definition, {
    answers: { ...answers },
    personal: { firstName: "Anna", lastName: "", birthDate: "1993-06-14", partnerFirstName: "Max", partnerBirthDate: "1991-02-03" },
    mode: "together",
    today: now,
    seed: key,
  });
  await db.insert(coupleResults).values({
    keyHash: hashToken(key),
    product: "flame",
    flameUserId,
    locale: "en",
    status: "complete",
    people: computed.people,
    ownAnswers: computed.ownAnswers,
    partnerSelfAnswers: computed.partnerAnswers,
    questionnaireId,
    result: computed.result as unknown as Record<string, unknown>,
    unlockedAt: now,
    unlockedBy: "demo",
    createdAt: now,
    updatedAt: now,
  });
}

interface DemoLover {
  firstName: string;
  gender: "male" | "female";
  birthDate: string;
}

const LOVERS: [DemoLover, DemoLover] = [
  { firstName: "Kate", gender: "female", birthDate: "1995-09-21" },
  { firstName: "Leo", gender: "male", birthDate: "1993-01-30" },
];

/**
 * The demo love owner's two love profiles and a love check of the pair, unlocked: love-mobile
 * opens on a whole result (scores, what drives them, advice) and its standard report.
 */
export async function seedDemoLovePair(db: Db, ownerId: string, now: Date, options: { unlocked: boolean } = { unlocked: true }): Promise<void> {
  const questionnaire = await latestQuestionnaireVersion(db, "love");
  const today = isoDay(now);
  const ids: string[] = [];
  for (const person of LOVERS) {
    const id = crypto.randomUUID();
    const answers = { ...(fillAnswers(questionnaire.definition, (q) => pick(person.firstName, q.neuronName)) as Record<string, unknown>), gender: person.gender };
    const completed = completeAnswers(questionnaire.definition, answers, { firstName: person.firstName, lastName: "", birthDate: person.birthDate }, { lastNameRequired: false, today, seed: id });
    await db.insert(profiles).values({ id, ownerId, kind: "love", questionnaireId: questionnaire.id, firstName: person.firstName, lastName: "", birthDate: person.birthDate, permalink: newToken(), ...completed, status: "ack_a", createdAt: now, updatedAt: now, completedAt: now });
    ids.push(id);
  }
  const [a, b] = ids as [string, string];
  const people = await db.select().from(profiles).where(inArray(profiles.id, ids));
  const person = (id: string) => {
    const row = people.find((p) => p.id === id)!;
    return { id, bigFive: engineBigFive(row.bigFive!.means), answers: loveAnswersFrom(row.answers as Record<string, unknown>) };
  };
  const interaction = { remote: false, hoursPerWeek: 5 };
  const forecast = forecastLovePair(person(a), person(b), { seed: stableSeed({ kind: "love", a, b, manager: null, interaction }), today });
  if (!forecast.ok) throw new Error(`demo love pair: ${forecast.error.code}`);
  await db.insert(pairChecks).values({ ownerId, type: "love", profileA: a, profileB: b, interaction, startDay: firstDayOfMonth(today), result: forecast.value as unknown as Record<string, unknown>, lastRunAt: now, createdAt: now, updatedAt: now });
  if (options.unlocked) await unlockLovePair(db, ownerId, a, b, "demo", now);
}
