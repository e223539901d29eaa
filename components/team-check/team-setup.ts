import { DEFAULT_INTERACTION, filledCount, managerSlotVisible, placeInSlot, TEAM_SLOTS, type InteractionSettings } from "@/lib/engine/index";
import type { SceneDto } from "@/lib/contracts/scenes";

/** What the team-check form holds: four slots, an optional manager, the interaction of every pair. */
export interface TeamSetup {
  slots: Array<string | null>;
  managerId: string | null;
  interaction: InteractionSettings;
}

export const NEW_TEAM: TeamSetup = { slots: Array.from({ length: TEAM_SLOTS }, () => null), managerId: null, interaction: { ...DEFAULT_INTERACTION } };

export const teamManagerVisible = (setup: TeamSetup) => managerSlotVisible("team", filledCount(setup.slots));

/**
 * Puts a profile into a slot (a profile chosen again moves there, the engine's rule). The
 * manager, who is not a member, moves into the slot when chosen there, and goes when two
 * or fewer slots are left filled.
 */
export function chooseTeamSlot(setup: TeamSetup, index: number, id: string | null): TeamSetup {
  const slots = placeInSlot(setup.slots, index, id);
  let managerId = id !== null && id === setup.managerId ? null : setup.managerId;
  if (!managerSlotVisible("team", filledCount(slots))) managerId = null;
  return { ...setup, slots, managerId };
}

export function chooseTeamManager(setup: TeamSetup, id: string | null): TeamSetup {
  if (id !== null && (!teamManagerVisible(setup) || setup.slots.includes(id))) return setup;
  return { ...setup, managerId: id };
}

/** The form of a stored check (its slots are kept in the settings, in slot order). */
export function setupFromCheck(check: Pick<SceneDto, "actors" | "settings">): TeamSetup {
  const stored = (check.settings as SceneDto["settings"] & { slots?: Array<string | null> }).slots;
  const ids = stored ?? check.actors.map((a) => a.profileId);
  const slots = Array.from({ length: TEAM_SLOTS }, (_, i) => ids[i] ?? null);
  return { slots, managerId: check.settings.managerId, interaction: { ...check.settings.defaultInteraction } };
}

export function sameTeamSetup(a: TeamSetup, b: TeamSetup): boolean {
  return (
    a.slots.length === b.slots.length &&
    a.slots.every((s, i) => s === b.slots[i]) &&
    a.managerId === b.managerId &&
    a.interaction.remote === b.interaction.remote &&
    a.interaction.hoursPerWeek === b.interaction.hoursPerWeek
  );
}

/** At least two slots hold profiles that can be computed, and every filled slot can be. */
export function teamReady(setup: TeamSetup, eligible: (id: string) => boolean): boolean {
  const filled = setup.slots.filter((s): s is string => s !== null);
  return filled.length >= 2 && filled.every(eligible);
}

/** Body of POST /sandbox; PATCH /sandbox adds the id. */
export function teamBody(setup: TeamSetup) {
  return { slots: setup.slots, managerId: teamManagerVisible(setup) ? setup.managerId : null, interaction: setup.interaction };
}
