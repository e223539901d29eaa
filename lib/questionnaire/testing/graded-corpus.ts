import { GRADES, type Grade } from "../../engine/person/person";
import { mulberry32, seedFromText } from "../../engine/core/prng";
import { profileQuestionnaireV1 } from "../content";
import type { Question } from "../types";
import { fillAnswers } from "./fill";

// Synthetic graded profiles for training and testing the grading network.
// The KNOWN rule (docs/neuronet.md): a hidden seniority s ~ U(0,1) drives age
// (20 + 40 s), education (higher s: more often a completed degree, a higher degree),
// work experience (age minus years of study), managing people (likelier with s) and
// family (older people are likelier married and with children). The grades are then
// read from the ANSWERS, not from s, plus Gaussian noise (sd 0.07), cut into six bands:
//   K = 0.40 experience + 0.35 education + 0.25 age
//   P = 0.45 experience + 0.25 management + 0.15 education + 0.15 age
//   L = 0.55 age + 0.20 partnership + 0.25 children
// where experience = min(years, 30) / 30, age = (age - 18) / 45, education = 0.6 level/3
// + 0.4 degree/4, management = min(managerial years, 15) / 15, partnership 1 when married
// or living together (0.4 when dating), children 1 with children. Grade = floor(6 score).

export interface GradedProfile {
  answers: Record<string, unknown>;
  grades: { K: Grade; P: Grade; L: Grade };
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
const band = (score: number): Grade => GRADES[clamp(Math.floor(score * 6), 0, 5)] as Grade;

/** One profile's hidden facts; `pick` turns them into fillAnswers' option and slider indices. */
function person(random: () => number) {
  const s = random();
  const age = Math.round(clamp(20 + 40 * s + 4 * gaussian(random), 18, 70));
  const educationDraw = s + 0.35 * gaussian(random);
  const level = age < 23 && random() < 0.6 ? 1 : educationDraw < 0.15 ? 0 : educationDraw < 0.3 ? 2 : 3; // none, studying, incomplete, completed
  const degree = level === 3 ? Math.round(clamp(s * 3 + gaussian(random), 0, 4)) : 0;
  const studyYears = level === 3 ? 5 + degree : level === 0 ? 0 : 3;
  const experience = Math.round(clamp(age - 18 - studyYears + 2 * gaussian(random), 0, 55));
  const manages = experience > 0 && s + 0.25 * gaussian(random) > 0.5;
  const managerialYears = manages ? Math.round(clamp(experience * (0.2 + 0.5 * random()), 1, 50)) : 0;
  const ageShare = clamp((age - 18) / 45, 0, 1);
  const relationship = random() < 0.2 + 0.6 * ageShare ? 3 : Math.floor(random() * 3); // married, else single/dating/cohabiting
  const hasChildren = age > 24 && random() < 0.15 + 0.7 * ageShare;
  return { age, level, degree, experience, managerialYears, relationship, hasChildren };
}

type Person = ReturnType<typeof person>;

function pickFor(p: Person, random: () => number): (question: Question) => number {
  const fixed: Record<string, number> = {
    age: p.age - 14,
    higher_education: p.level,
    highest_degree: p.degree,
    university_years: p.level === 3 ? 3 + p.degree : 1 + Math.floor(random() * 3),
    work_experience_years: p.experience,
    career_start_year: 2025 - p.experience - 1950,
    managerial_experience: p.managerialYears > 0 ? 0 : 1, // yes is the first option
    managerial_years: p.managerialYears - 1,
    relationship_status: p.relationship,
    has_children: p.hasChildren ? 0 : 1,
  };
  return (question) => fixed[question.neuronName] ?? Math.floor(random() * 64);
}

function grades(p: Person, random: () => number): GradedProfile["grades"] {
  const experience = Math.min(p.experience, 30) / 30;
  const age = clamp((p.age - 18) / 45, 0, 1);
  const education = 0.6 * (p.level / 3) + 0.4 * (p.degree / 4);
  const management = Math.min(p.managerialYears, 15) / 15;
  const partnership = p.relationship === 3 || p.relationship === 2 ? 1 : p.relationship === 1 ? 0.4 : 0;
  const children = p.hasChildren ? 1 : 0;
  const noise = () => 0.07 * gaussian(random);
  return {
    K: band(0.4 * experience + 0.35 * education + 0.25 * age + noise()),
    P: band(0.45 * experience + 0.25 * management + 0.15 * education + 0.15 * age + noise()),
    L: band(0.55 * age + 0.2 * partnership + 0.25 * children + noise()),
  };
}

/** `count` well-formed profile answers with grades by the rule above; the same (count, seed) gives the same corpus. */
export function gradedCorpus(count: number, seed: string): GradedProfile[] {
  const random = mulberry32(seedFromText(`graded-corpus:${seed}`));
  const corpus: GradedProfile[] = [];
  for (let i = 0; i < count; i += 1) {
    const p = person(random);
    const answers = fillAnswers(profileQuestionnaireV1, pickFor(p, random)) as Record<string, unknown>;
    corpus.push({ answers, grades: grades(p, random) });
  }
  return corpus;
}
