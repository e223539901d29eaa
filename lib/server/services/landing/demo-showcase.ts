import "server-only";
import { DEMO_PEOPLE, demoAnswers, type DemoPerson } from "@/db/demo-people";
import type { Showcase, ShowcasePerson } from "@/lib/contracts/landing-showcase";
import { DEFAULT_INTERACTION, GRADES, checkTeam, forecastPair, moodFromScore, type Grade, type Person } from "@/lib/engine/index";
import { profileQuestionnaireV1, scoreQuestionnaireBigFive } from "@/lib/questionnaire";
import { engineBigFive } from "../scenes/scene-people";

// What the public landing shows of the product: a real pair forecast and a real team check,
// computed by the engine from the demo company's people (the seed's answers), not drawn art.

const SEED = 2026;

function byName(firstName: string): DemoPerson {
  const person = DEMO_PEOPLE.find((p) => p.firstName === firstName);
  if (!person) throw new Error(`demo person ${firstName} is missing`);
  return person;
}

function enginePerson(person: DemoPerson): Person {
  const scored = scoreQuestionnaireBigFive(profileQuestionnaireV1, demoAnswers(profileQuestionnaireV1, person));
  if (!scored.ok) throw new Error(`demo person ${person.firstName} has no Big Five`);
  const levels: Person["levels"] = {};
  for (const key of ["K", "P", "L"] as const) {
    const grade = person.grades?.[key];
    if (grade && (GRADES as readonly string[]).includes(grade)) levels[key] = { grade: grade as Grade };
  }
  return { id: person.firstName, bigFive: engineBigFive(scored.value.means), levels, age: person.age, gender: person.gender === "male" ? "M" : "F" };
}

function shown(person: DemoPerson): ShowcasePerson {
  return { firstName: person.firstName, lastName: person.lastName, gender: person.gender === "male" ? "M" : "F" };
}

function computeShowcase(today: string): Showcase {
  const [anna, boris, vera, gleb, daria] = ["Anna", "Boris", "Vera", "Gleb", "Daria"].map(byName) as [DemoPerson, DemoPerson, DemoPerson, DemoPerson, DemoPerson];
  const pair = forecastPair({ a: enginePerson(anna), b: enginePerson(boris), interaction: DEFAULT_INTERACTION }, { seed: SEED, today });
  if (!pair.ok) throw new Error(`demo pair forecast failed: ${pair.error.code}`);
  const members = [anna, boris, gleb, daria];
  const team = checkTeam({ slots: members.map(enginePerson), manager: enginePerson(vera) }, { seed: SEED, today });
  if (!team.ok) throw new Error(`demo team check failed: ${team.error.code}`);
  const settled = team.value.settled;
  return {
    pair: {
      a: shown(anna),
      b: shown(boris),
      months: pair.value.months.map((m) => ({ month: m.month, compatibility: m.compatibility, low: m.range.low, high: m.range.high })),
      average: pair.value.summary.average,
    },
    team: {
      members: members.map((m) => ({ ...shown(m), mood: team.value.actors[m.firstName]?.mood ?? moodFromScore(null) })),
      manager: shown(vera),
      cohesion: settled.cohesion,
      power: settled.currentPower,
      atmosphere: settled.atmosphere,
    },
  };
}

const cache = new Map<string, Showcase>();

/** The showcase for the month of `today` (YYYY-MM-DD): computed once per month and process. */
export function landingShowcase(today: string): Showcase {
  const month = `${today.slice(0, 7)}-01`;
  let showcase = cache.get(month);
  if (!showcase) {
    showcase = computeShowcase(month);
    cache.clear();
    cache.set(month, showcase);
  }
  return showcase;
}
