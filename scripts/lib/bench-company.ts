// The demo company grown to a real size for `npm run bench:api` (issue 14): 5,000 profiles
// and 500 saved teams of 3-12 members, written straight into the database before the server
// starts (PGlite is single-process). Profiles are answered like the demo ones
// (db/seed-profiles.ts: the tests' answer builder, completed by the server's own code), so
// their Big Five, names and positions are what a real company's list holds and search finds.
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { owners, profiles, scenes, type SceneSettings } from "../../db/schema";
import { isoDay } from "../../lib/engine/core/dates";
import { DEFAULT_INTERACTION } from "../../lib/engine/index";
import { profileQuestionnaireV1 } from "../../lib/questionnaire";
import { fillAnswers } from "../../lib/questionnaire/testing/fill";
import { newToken } from "../../lib/server/auth/tokens";
import { completeAnswers } from "../../lib/server/services/profiles/complete-answers";
import { questionnaireVersion } from "../../lib/server/services/profiles/questionnaire-versions";
import { normaliseActors, startDayFor } from "../../lib/server/services/scenes/scene-model";

const FIRST_NAMES = {
  female: ["Anna", "Maria", "Elena", "Olga", "Natalia", "Irina", "Svetlana", "Tatiana", "Yulia", "Ekaterina", "Daria", "Vera", "Alina", "Polina", "Ksenia", "Sofia", "Emma", "Olivia", "Grace", "Hannah", "Laura", "Marta", "Nina", "Zoe"],
  male: ["Alexander", "Dmitry", "Maxim", "Sergey", "Andrey", "Alexey", "Artem", "Ivan", "Mikhail", "Nikita", "Egor", "Boris", "Gleb", "Pavel", "Roman", "Oleg", "James", "Thomas", "Daniel", "Lucas", "Mark", "Peter", "Victor", "Leo"],
};
const LAST_NAMES = ["Smirnov", "Ivanov", "Kuznetsov", "Popov", "Sokolov", "Lebedev", "Kozlov", "Novikov", "Morozov", "Petrov", "Volkov", "Solovyov", "Vasiliev", "Zaitsev", "Pavlov", "Semenov", "Golubev", "Vinogradov", "Bogdanov", "Vorobyov", "Fedorov", "Mikhailov", "Belyaev", "Tarasov", "Belov", "Komarov", "Orlov", "Kiselev", "Makarov", "Andreev", "Miller", "Walker", "Turner", "Baker", "Carter", "Hughes", "Fisher", "Hart", "Stone", "Wells"];
const POSITIONS = ["Backend developer", "Frontend developer", "QA engineer", "QA lead", "Product manager", "Project manager", "Designer", "DevOps engineer", "Data analyst", "Business analyst", "Team lead", "Sales manager", "Account manager", "Support engineer", "HR partner", "Recruiter", "Marketing manager", "Content editor", "Mobile developer", "Architect", "Scrum master", "Finance manager", "Lawyer", "Office manager"];
const GRADES = ["JUNIOR", "JUNIOR_PLUS", "MIDDLE", "MIDDLE_PLUS", "SENIOR", "SENIOR_PLUS"] as const;

/** A stable number per seed and label, so two runs seed the same company. */
function pick(seed: string, label: string, n: number): number {
  return createHash("sha256").update(`${seed}:${label}`).digest().readUInt32BE(0) % n;
}

export interface BenchCompany {
  profileIds: string[];
  teamIds: string[];
}

/**
 * Adds `profileCount` profiles (one in twenty still waiting for answers, a third graded) and
 * `teamCount` saved teams to `ownerId`, and gives the owner a plan without a team limit (the
 * demo's bonus plan allows 4 saved teams, and an owner past the limit may not run any).
 */
export async function seedBenchCompany(db: Db, ownerId: string, now: Date, options: { profiles: number; teams: number }): Promise<BenchCompany> {
  const questionnaire = await questionnaireVersion(db, "profile", profileQuestionnaireV1.version);
  const today = isoDay(now);
  const profileIds: string[] = [];
  const filledIds: string[] = [];
  for (let start = 0; start < options.profiles; start += 250) {
    const batch = [];
    for (let i = start; i < Math.min(options.profiles, start + 250); i++) {
      const seed = `bench-${i}`;
      const gender = pick(seed, "gender", 2) ? "female" : "male";
      const names = FIRST_NAMES[gender];
      const firstName = names[pick(seed, "first", names.length)]!;
      const family = LAST_NAMES[pick(seed, "last", LAST_NAMES.length)]!;
      const lastName = gender === "female" && !/^(Miller|Walker|Turner|Baker|Carter|Hughes|Fisher|Hart|Stone|Wells)$/.test(family) ? `${family}a` : family;
      const id = randomUUID();
      const createdAt = new Date(now.getTime() - (options.profiles - i) * 60_000);
      const base = { id, ownerId, kind: "profile" as const, questionnaireId: questionnaire.id, firstName, lastName, position: POSITIONS[pick(seed, "position", POSITIONS.length)]!, permalink: newToken(), createdAt, updatedAt: createdAt };
      profileIds.push(id);
      if (i % 20 === 19) {
        batch.push({ ...base, status: "ack_q" as const });
        continue;
      }
      const age = 21 + pick(seed, "age", 40);
      const answers = { ...(fillAnswers(profileQuestionnaireV1, (q) => pick(seed, q.neuronName, 5)) as Record<string, unknown>), gender, age };
      const completed = completeAnswers(questionnaire.definition, answers, { firstName, lastName }, { lastNameRequired: true, today, seed: id });
      const graded = i % 3 === 0 ? { K: GRADES[pick(seed, "K", 6)]!, P: GRADES[pick(seed, "P", 6)]!, L: GRADES[pick(seed, "L", 6)]! } : null;
      batch.push({ ...base, ...completed, status: "ack_a" as const, completedAt: createdAt, finalScore: graded });
      filledIds.push(id);
    }
    await db.insert(profiles).values(batch);
  }

  const teamIds: string[] = [];
  const startDay = startDayFor("new", today);
  const settings: SceneSettings = { defaultInteraction: { ...DEFAULT_INTERACTION }, managerId: null };
  for (let start = 0; start < options.teams; start += 100) {
    const batch = [];
    for (let t = start; t < Math.min(options.teams, start + 100); t++) {
      const size = 3 + pick(`team-${t}`, "size", 10);
      const first = pick(`team-${t}`, "first", filledIds.length);
      const members = Array.from({ length: size }, (_, k) => filledIds[(first + k * 7) % filledIds.length]!);
      const id = randomUUID();
      const createdAt = new Date(now.getTime() - (options.teams - t) * 3_600_000);
      batch.push({
        id,
        ownerId,
        kind: "team" as const,
        title: `${POSITIONS[t % POSITIONS.length]!.split(" ")[0]} team ${t + 1}`,
        lifespan: "new" as const,
        startDay,
        summonDay: today,
        actors: normaliseActors(members.map((profileId) => ({ profileId, events: [] })), startDay, createdAt),
        interactions: [],
        settings,
        createdAt,
        updatedAt: createdAt,
      });
      teamIds.push(id);
    }
    await db.insert(scenes).values(batch);
  }
  await db.update(owners).set({ subscriptionPlan: "unlimited", subscriptionStatus: "active", subscriptionSource: "demo" }).where(eq(owners.id, ownerId));
  return { profileIds, teamIds };
}
