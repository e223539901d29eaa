import { DEFAULT_INTERACTION, filledCount, managerSlotVisible, placeInSlot, type InteractionSettings } from "@/lib/engine/index";
import type { PairView } from "./pair-types";

export type PairSlots = [string | null, string | null];

/** What the pair form holds: two slots, an optional manager, how the two work together. */
export interface PairSetup {
  actors: PairSlots;
  managerId: string | null;
  interaction: InteractionSettings;
}

export const NEW_PAIR: PairSetup = { actors: [null, null], managerId: null, interaction: { ...DEFAULT_INTERACTION } };

export const pairManagerVisible = (setup: PairSetup) => managerSlotVisible("pair", filledCount(setup.actors));

/**
 * Puts a profile into a slot. Choosing a profile that is in the other slot moves it
 * (the engine's rule); choosing the manager moves them out of the manager slot; the
 * manager goes when the pair is no longer complete.
 */
export function choosePairSlot(setup: PairSetup, index: 0 | 1, id: string | null): PairSetup {
  const actors = placeInSlot(setup.actors, index, id) as PairSlots;
  let managerId = id !== null && id === setup.managerId ? null : setup.managerId;
  if (!managerSlotVisible("pair", filledCount(actors))) managerId = null;
  return { ...setup, actors, managerId };
}

/** The manager may be set only when both slots are filled, and never to one of the two. */
export function choosePairManager(setup: PairSetup, id: string | null): PairSetup {
  if (id !== null && (!pairManagerVisible(setup) || setup.actors.includes(id))) return setup;
  return { ...setup, managerId: id };
}

export function setupFromPair(pair: Pick<PairView, "actors" | "managerId" | "interaction">): PairSetup {
  return {
    actors: [pair.actors[0]?.profileId ?? null, pair.actors[1]?.profileId ?? null],
    managerId: pair.managerId,
    interaction: { remote: pair.interaction.remote, hoursPerWeek: pair.interaction.hoursPerWeek },
  };
}

export function samePairSetup(a: PairSetup, b: PairSetup): boolean {
  return (
    a.actors[0] === b.actors[0] &&
    a.actors[1] === b.actors[1] &&
    a.managerId === b.managerId &&
    a.interaction.remote === b.interaction.remote &&
    a.interaction.hoursPerWeek === b.interaction.hoursPerWeek
  );
}

/** Both slots hold profiles that can be computed (filled questionnaires). */
export function pairReady(setup: PairSetup, eligible: (id: string) => boolean): boolean {
  return setup.actors.every((id) => id !== null && eligible(id));
}

/** Body of POST /p2p (with the type) or PATCH /p2p/{id} (without). */
export function pairBody(setup: PairSetup, type?: "p2p" | "love") {
  return {
    actors: setup.actors,
    managerId: pairManagerVisible(setup) ? setup.managerId : null,
    interaction: setup.interaction,
    ...(type ? { type } : {}),
  };
}
