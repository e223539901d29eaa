// The scene loader's state, driven by the live channel's messages for one scene.
import { COMPUTE_PHASES, DEFAULT_PHASE, LOADER_RANGES, nextPhase, type ComputePhase } from "@/lib/engine/index";
import type { RunInfoDto } from "@/lib/contracts/scenes";

export interface RunState {
  /** running: from the PUT until the render data of the run has been fetched. */
  status: "idle" | "running";
  /** Unknown between the PUT and its answer: messages of this scene are accepted then. */
  ruid: string | null;
  phase: ComputePhase;
  progress: number;
}

export const IDLE_RUN: RunState = { status: "idle", ruid: null, phase: DEFAULT_PHASE, progress: 0 };

export const startingRun = (): RunState => ({ status: "running", ruid: null, phase: DEFAULT_PHASE, progress: 0 });

export interface PhaseMessage {
  sceneId: string;
  ruid: string;
  phase: ComputePhase;
  progress: number;
}

export interface RunEndMessage {
  sceneId: string;
  ruid: string;
  /** integralStats: where the render data is; rejectScene: the error code. */
  location?: string;
  code?: string;
}

const isPhase = (v: unknown): v is ComputePhase => typeof v === "string" && (COMPUTE_PHASES as readonly string[]).includes(v);

/** A `sceneComputePhase` message, or null when it is not one. */
export function parsePhaseMessage(m: Record<string, unknown>): PhaseMessage | null {
  if (m.type !== "sceneComputePhase" || typeof m.sceneId !== "string" || typeof m.ruid !== "string" || !isPhase(m.phase)) return null;
  return { sceneId: m.sceneId, ruid: m.ruid, phase: m.phase, progress: typeof m.progress === "number" ? m.progress : 0 };
}

/** An `integralStats` or `rejectScene` message, or null. */
export function parseRunEnd(m: Record<string, unknown>): RunEndMessage | null {
  if ((m.type !== "integralStats" && m.type !== "rejectScene") || typeof m.sceneId !== "string" || typeof m.ruid !== "string") return null;
  return {
    sceneId: m.sceneId,
    ruid: m.ruid,
    ...(typeof m.location === "string" ? { location: m.location } : {}),
    ...(typeof m.code === "string" ? { code: m.code } : {}),
  };
}

/** Whether a message about (sceneId, ruid) belongs to the run this page waits for. */
export function concernsRun(state: RunState, sceneId: string, message: { sceneId: string; ruid: string }): boolean {
  return state.status !== "idle" && message.sceneId === sceneId && (state.ruid === null || state.ruid === message.ruid);
}

/** A phase is taken only when its priority is higher (engine rule); the progress is the server's. */
export function withPhase(state: RunState, sceneId: string, message: PhaseMessage): RunState {
  if (!concernsRun(state, sceneId, message)) return state;
  const phase = nextPhase(state.phase, message.phase);
  if (phase === state.phase && state.ruid !== null) return state;
  return { ...state, ruid: message.ruid, phase, progress: phase === message.phase ? Math.max(state.progress, message.progress) : state.progress };
}

/** The loader of a run already under way when the page opens: the low end of its phase's range. */
export function runFromInfo(run: RunInfoDto | null): RunState {
  if (!run || run.status !== "running") return IDLE_RUN;
  const range = LOADER_RANGES.scene[run.phase];
  return { status: "running", ruid: run.ruid, phase: run.phase, progress: range ? range[0] : 0 };
}
