import "server-only";
import { createHash } from "node:crypto";
// The same builder of well-formed answers the tests use: demo answers are made like test ones.
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { hashToken, newToken } from "@/lib/server/auth/tokens";
import { computeCouple } from "@/lib/server/services/consumer/compute-couple";
import { latestQuestionnaireVersion } from "@/lib/server/services/profiles/questionnaire-versions";
import type { Db } from "./client";
import { coupleResults } from "./schema";

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
