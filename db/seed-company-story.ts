import "server-only";
import { addDays, isoDay } from "@/lib/engine/core/dates";
import type { ActorEventType } from "@/lib/engine/index";
import { findAccountById } from "@/lib/server/auth/accounts";
import type { Session } from "@/lib/server/auth/sessions";
import { createLocalHub } from "@/lib/server/live/hub";
import { log } from "@/lib/server/log";
import type { ServerEffects } from "@/lib/server/effects";
import type { RequestMeta } from "@/lib/server/services/request-meta";
import { compareScenes } from "@/lib/server/services/scenes/compare-scenes";
import { createScene } from "@/lib/server/services/scenes/manage-scenes";
import { createPair, runPair } from "@/lib/server/services/scenes/pairs";
import { startSceneRun } from "@/lib/server/services/scenes/run-scene";
import { createTeamCheck } from "@/lib/server/services/scenes/team-checks";
import type { Db } from "./client";
import { seedPeople, type DemoPerson } from "./seed-profiles";

/** Specialists who joined the demo company after the first seven (gender-agreeing surnames). */
export const NEWER_PEOPLE: DemoPerson[] = [
  { firstName: "Irina", lastName: "Morozova", position: "Backend developer", gender: "female", age: 27, filled: true },
  { firstName: "Pavel", lastName: "Lebedev", position: "Support engineer", gender: "male", age: 35, filled: true },
  { firstName: "Kirill", lastName: "Fedorov", position: "Mobile developer", gender: "male", age: 30, filled: true },
  { firstName: "Olga", lastName: "Pavlova", position: "Marketing manager", gender: "female", age: 37, filled: true },
  { firstName: "Sofia", lastName: "Nikolaeva", position: "Data analyst", gender: "female", age: 25, filled: true },
  { firstName: "Artem", lastName: "Kozlov", position: "Growth lead", gender: "male", age: 33, filled: true },
];

/** The demo teams' titles: data in the owner's locale (English), not translations (docs/operations.md, demo data). */
export const STORY_TEAMS = { platform: "Platform team", growth: "Growth team" } as const;

type Event = { date: string; type: ActorEventType };
type Member = { name: string; events: Array<[offsetDays: number, type: ActorEventType]> };
type Remote = { a: string; b: string; offsetDays: number; hoursPerWeek: number };

// A year of history, offsets in days from the timeline's first day (a year ago): a hire,
// a dismissal, a new lead or manager, a move to remote hours, in each team.
const PLATFORM: { members: Member[]; remote: Remote[] } = {
  members: [
    { name: "Vera Kuznetsova", events: [[0, "JOIN"], [0, "M_RANK"]] },
    { name: "Anna Smirnova", events: [[0, "JOIN"], [270, "L_RANK"]] },
    { name: "Boris Ivanov", events: [[0, "JOIN"]] },
    { name: "Gleb Orlov", events: [[0, "JOIN"]] },
    { name: "Pavel Lebedev", events: [[0, "JOIN"], [240, "DISMISS"]] },
    { name: "Irina Morozova", events: [[160, "JOIN"]] },
  ],
  remote: [
    { a: "Boris Ivanov", b: "Gleb Orlov", offsetDays: 200, hoursPerWeek: 6 },
    { a: "Boris Ivanov", b: "Anna Smirnova", offsetDays: 200, hoursPerWeek: 4 },
  ],
};
const GROWTH: { members: Member[]; remote: Remote[] } = {
  members: [
    { name: "Artem Kozlov", events: [[0, "JOIN"], [0, "L_RANK"]] },
    { name: "Olga Pavlova", events: [[0, "JOIN"], [120, "M_RANK"]] },
    { name: "Daria Volkova", events: [[0, "JOIN"]] },
    // Left about a month before today: the director monitor shows whose condition fell since.
    { name: "Kirill Fedorov", events: [[0, "JOIN"], [340, "DISMISS"]] },
    { name: "Sofia Nikolaeva", events: [[180, "JOIN"]] },
    { name: "Egor Popov", events: [[60, "JOIN"]] },
  ],
  remote: [{ a: "Daria Volkova", b: "Sofia Nikolaeva", offsetDays: 250, hoursPerWeek: 5 }],
};

/** Effects for a seed: the time stands at `now`, nobody listens, nothing is mailed or trained. */
function seedEffects(now: Date): ServerEffects {
  return {
    clock: { now: () => new Date(now) },
    live: createLocalHub(),
    mail: { send: async () => { throw new Error("the demo seed sends no e-mail"); } },
    log,
    training: { start: async () => { throw new Error("the demo seed starts no training"); } },
  };
}

/**
 * The demo company's story, made through the services an owner's edits and runs go through
 * (so it is valid by construction): the newer specialists, two teams with a year of history,
 * each run, a pair check, a team check and a comparison, which the dashboard's history lists.
 */
export async function seedCompanyStory(db: Db, ownerId: string, people: Map<string, string>, now: Date): Promise<void> {
  const account = await findAccountById(db, "owner", ownerId);
  if (!account) throw new Error("the demo owner is missing");
  for (const [name, id] of await seedPeople(db, ownerId, now, NEWER_PEOPLE)) people.set(name, id);
  const idOf = (name: string) => {
    const id = people.get(name);
    if (!id) throw new Error(`no demo profile named ${name}`);
    return id;
  };
  // Steps a second apart, oldest first, so the dashboard's history reads in order.
  let step = 0;
  const meta = (): RequestMeta => {
    const at = new Date(now.getTime() - (20 - step++) * 1_000);
    return { now: at, effects: seedEffects(at), ip: "127.0.0.1", userAgent: null, upstreamId: null, linkBase: "" };
  };
  const session: Session = { id: "demo-seed", domain: "owner", subjectId: ownerId, account, upstreamId: null, absoluteExpiresAt: new Date(now.getTime() + 60_000), resolvedAt: now };
  const team = async (title: string, story: typeof PLATFORM) => {
    const created = meta();
    // The service puts a one-year timeline's first day a year before its own today.
    const startDay = addDays(isoDay(created.now), -365);
    const actors = story.members.map((m) => ({ profileId: idOf(m.name), events: m.events.map(([offset, type]): Event => ({ date: addDays(startDay, offset), type })) }));
    const interactions = story.remote.map((r) => ({ a: idOf(r.a), b: idOf(r.b), date: addDays(startDay, r.offsetDays), remote: true, hoursPerWeek: r.hoursPerWeek }));
    const scene = await createScene(db, session, { title, lifespan: "one_year", actors, interactions }, created);
    await mustFinish(startSceneRun(db, session, scene._id, { wait: true }, meta()), title);
    return scene._id;
  };
  const platform = await team(STORY_TEAMS.platform, PLATFORM);
  const growth = await team(STORY_TEAMS.growth, GROWTH);

  const pair = await createPair(db, session, { actors: [idOf("Anna Smirnova"), idOf("Gleb Orlov")], managerId: idOf("Vera Kuznetsova") }, null, meta());
  await runPair(db, session, pair._id, "p2p", meta());
  const check = await createTeamCheck(db, session, { slots: [idOf("Daria Volkova"), idOf("Egor Popov"), idOf("Irina Morozova"), idOf("Boris Ivanov")], managerId: idOf("Olga Pavlova") }, meta());
  await mustFinish(startSceneRun(db, session, check._id, { wait: true }, meta()), "team check");
  await compareScenes(db, session, [platform, growth], meta());
}

async function mustFinish(run: Promise<{ status: string; code?: string }>, what: string): Promise<void> {
  const done = await run;
  if (done.status !== "done") throw new Error(`the demo ${what} did not compute: ${done.code ?? done.status}`);
}
