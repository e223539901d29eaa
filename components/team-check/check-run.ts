import { COMPUTE_PHASES, nextPhase, type ComputePhase } from "@/lib/engine/index";

type LiveMessage = { type: string; [key: string]: unknown };

/** The four loader stages of team and pair checks (messages `loader.stages.*`). */
export const CHECK_STAGES = ["init", "forecast", "source", "results"] as const;
export type CheckStage = (typeof CHECK_STAGES)[number];

export function stageOf(phase: ComputePhase): CheckStage {
  switch (phase) {
    case "START":
    case "INIT":
      return "init";
    case "UNITS":
      return "forecast";
    case "RENDER":
      return "source";
    default:
      return "results";
  }
}

/** Where a running check is: its phase (only ever moving forward) and the loader percent. */
export interface RunProgress {
  phase: ComputePhase;
  progress: number;
}

export const RUN_START: RunProgress = { phase: "START", progress: 0 };

/** Accepts a phase only when it is later than the current one (the engine's priority rule). */
export function advanceRun(current: RunProgress, incoming: RunProgress): RunProgress {
  const phase = nextPhase(current.phase, incoming.phase);
  if (phase === current.phase) return current;
  return { phase, progress: phase === "DONE" ? 100 : Math.max(current.progress, Math.min(100, incoming.progress)) };
}

const isPhase = (v: unknown): v is ComputePhase => typeof v === "string" && (COMPUTE_PHASES as readonly string[]).includes(v);

/** A `sceneComputePhase` message of this scene, or null. */
export function phaseMessage(message: LiveMessage, sceneId: string): (RunProgress & { ruid: string }) | null {
  if (message.type !== "sceneComputePhase" || message.sceneId !== sceneId || !isPhase(message.phase)) return null;
  return { phase: message.phase, progress: typeof message.progress === "number" ? message.progress : 0, ruid: typeof message.ruid === "string" ? message.ruid : "" };
}

/** A `renderCheckTeam` message of this scene: the run whose render data is ready. */
export function renderMessage(message: LiveMessage, sceneId: string): { ruid: string; location: string | null } | null {
  if (message.type !== "renderCheckTeam" || message.sceneId !== sceneId || typeof message.ruid !== "string") return null;
  return { ruid: message.ruid, location: typeof message.location === "string" ? message.location : null };
}

/** A `rejectScene` message of this scene: the error code of the failed run. */
export function rejectMessage(message: LiveMessage, sceneId: string): string | null {
  if (message.type !== "rejectScene" || message.sceneId !== sceneId) return null;
  return typeof message.code === "string" ? message.code : "scene:error";
}

/** A `teamCheck` message about this check (created or changed in another tab). */
export function isTeamCheckChange(message: LiveMessage, sceneId: string): boolean {
  return message.type === "teamCheck" && message.sceneId === sceneId;
}

/** The render data URL must be one of ours (same origin, our API), never a foreign address. */
export function safeRenderLocation(location: string | null | undefined): string | null {
  if (!location || !location.startsWith("/api/v1/scene/scene/snapshot/") || location.includes("..")) return null;
  return location;
}
