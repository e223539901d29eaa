import { err, ok, type Result } from "../core/result";
import { diffActors } from "./diff";
import type { SceneActor } from "./actor-events";

/** Labels of the undo dialog ("events to cancel"), as codes for translation. */
export const UNDO_LABELS = [
  "accepted",
  "manager_appointed",
  "lead_appointed",
  "settings_changed",
  "excluded_from_model",
  "rejoined",
  "dismissed",
  "manager_demoted",
  "lead_demoted",
] as const;
export type UndoLabel = (typeof UNDO_LABELS)[number];

export const UNDO_DEPTH = 2;

/** The last two snapshots, oldest first. */
export interface UndoMemory<T> {
  snapshots: T[];
}

export const emptyUndoMemory = <T>(): UndoMemory<T> => ({ snapshots: [] });

/** Remembers a snapshot, keeping only the last two. */
export function rememberSnapshot<T>(memory: UndoMemory<T>, snapshot: T): UndoMemory<T> {
  return { snapshots: [...memory.snapshots, snapshot].slice(-UNDO_DEPTH) };
}

/** Undo is allowed only when two snapshots exist. */
export const canUndo = <T>(memory: UndoMemory<T>) => memory.snapshots.length === UNDO_DEPTH;

/** Restores the previous snapshot and clears the memory. */
export function undo<T>(memory: UndoMemory<T>): Result<{ restored: T; memory: UndoMemory<T> }> {
  if (!canUndo(memory)) return err("undo_unavailable");
  return ok({ restored: memory.snapshots[0]!, memory: emptyUndoMemory<T>() });
}

/** What the scene remembers: its actors and its interaction settings. */
export interface SceneSnapshot {
  actors: SceneActor[];
  interactions?: unknown[];
}

/** The undo dialog's list: what undoing would cancel between two snapshots, in the fixed label order. */
export function undoLabels(prev: SceneSnapshot, next: SceneSnapshot): UndoLabel[] {
  const found = new Set<UndoLabel>();
  for (const d of diffActors(prev.actors, next.actors)) {
    if (d.kind === "add") found.add("accepted");
    else if (d.kind === "remove") found.add("excluded_from_model");
    else if (d.kind === "M_RANK") found.add("manager_appointed");
    else if (d.kind === "L_RANK") found.add("lead_appointed");
    else if (d.kind === "M_DISRANK") found.add("manager_demoted");
    else if (d.kind === "L_DISRANK") found.add("lead_demoted");
    else {
      if (d.fields?.length) found.add("settings_changed");
      for (const e of d.addedEvents ?? []) found.add(e.type === "DISMISS" ? "dismissed" : e.type === "REJOIN" ? "rejoined" : "accepted");
    }
  }
  if (JSON.stringify(prev.interactions ?? []) !== JSON.stringify(next.interactions ?? [])) found.add("settings_changed");
  return UNDO_LABELS.filter((l) => found.has(l));
}

export interface SceneView<R> {
  actors: SceneActor[];
  /** Day index the timeline shows. */
  day: number;
  renders: R | null;
}

/** Emptying the actors resets the day to 0 and clears the renders. */
export function emptyActors<R>(view: SceneView<R>): SceneView<R> {
  return { ...view, actors: [], day: 0, renders: null };
}

export type ActorsUpdatedFlag = "none" | "positive" | "negative";

/** Whether a change grew (positive) or shrank (negative) the list of actors. */
export function actorsUpdatedFlag(prev: readonly SceneActor[], next: readonly SceneActor[]): ActorsUpdatedFlag {
  return next.length > prev.length ? "positive" : next.length < prev.length ? "negative" : "none";
}
