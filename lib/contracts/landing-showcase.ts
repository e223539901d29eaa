import type { Mood } from "@/lib/engine/index";

// What the public landing shows of the product (computed on the server by
// lib/server/services/landing/demo-showcase.ts, drawn by components/public/showcase).

export interface ShowcasePerson {
  firstName: string;
  lastName: string;
  gender: "M" | "F";
}

export interface ShowcasePair {
  a: ShowcasePerson;
  b: ShowcasePerson;
  months: Array<{ month: string; compatibility: number; low: number; high: number }>;
  average: number;
}

export interface ShowcaseTeam {
  members: Array<ShowcasePerson & { mood: Mood }>;
  manager: ShowcasePerson;
  cohesion: number;
  power: number;
  atmosphere: number;
}

export interface Showcase {
  pair: ShowcasePair;
  team: ShowcaseTeam;
}
