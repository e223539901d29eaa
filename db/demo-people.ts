import "server-only";
import { createHash } from "node:crypto";
import type { Answers, QuestionnaireDefinition } from "@/lib/questionnaire";
// The same builder of well-formed answers the tests use: demo profiles are answered like test ones.
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import type { GradeTriple } from "./schema";

// The demo company's people and how they answer the profile questionnaire. The seed stores
// them as profiles; the public landing runs the engine on the same answers (no database).

export interface DemoPerson {
  firstName: string;
  lastName: string;
  position: string;
  gender: "male" | "female";
  age: number;
  grades?: GradeTriple;
  filled: boolean;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { firstName: "Anna", lastName: "Smirnova", position: "QA lead", gender: "female", age: 34, grades: { K: "SENIOR", P: "SENIOR", L: "MIDDLE_PLUS" }, filled: true },
  { firstName: "Boris", lastName: "Ivanov", position: "Backend developer", gender: "male", age: 29, grades: { K: "MIDDLE_PLUS", P: "MIDDLE", L: "MIDDLE" }, filled: true },
  { firstName: "Vera", lastName: "Kuznetsova", position: "Product manager", gender: "female", age: 41, grades: { K: "SENIOR", P: "SENIOR_PLUS", L: "SENIOR" }, filled: true },
  { firstName: "Gleb", lastName: "Orlov", position: "Frontend developer", gender: "male", age: 26, filled: true },
  { firstName: "Daria", lastName: "Volkova", position: "Designer", gender: "female", age: 31, filled: true },
  { firstName: "Egor", lastName: "Popov", position: "DevOps engineer", gender: "male", age: 23, grades: { K: "JUNIOR_PLUS", P: "MIDDLE", L: "JUNIOR" }, filled: true },
  { firstName: "Mikhail", lastName: "Sokolov", position: "Analyst", gender: "male", age: 38, filled: false },
];

/** A stable 0..4 choice per person and question, so demo answers differ but never change. */
function pick(seed: string, question: string): number {
  return createHash("sha256").update(`${seed}:${question}`).digest()[0]! % 5;
}

/** A demo person's answers: sex and age match the person; the rest vary by name. */
export function demoAnswers(definition: QuestionnaireDefinition, person: DemoPerson): Answers {
  return { ...fillAnswers(definition, (q) => pick(person.firstName, q.neuronName)), gender: person.gender, age: person.age };
}
