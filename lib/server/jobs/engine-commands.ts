import "server-only";
import type { RenderFormat } from "@/lib/contracts/render-packing";
import type { EngineOptions, LovePerson, PairInput, SceneInput, TeamCheckInput } from "@/lib/engine/index";

/** Commands the engine worker runs; each reply is success with a value or a failure (spec part 2 section 7). */
export type EngineCommand =
  | { kind: "pair"; input: PairInput; opts: EngineOptions }
  | { kind: "love"; a: LovePerson; b: LovePerson; opts: EngineOptions }
  | { kind: "check"; input: TeamCheckInput; opts: EngineOptions }
  | { kind: "scene"; input: SceneInput; opts: EngineOptions }
  | { kind: "explain"; input: SceneInput; opts: EngineOptions; date: string };

export type EngineReply =
  | {
      ok: true;
      /** The whole result, for the kinds answered at once (pair, love, explain). */
      value?: unknown;
      /** Stored results (scenes, team checks) come gzip-compressed in `format`, plus the facts lists need. */
      gzip?: Uint8Array;
      format?: RenderFormat;
      summary?: Record<string, unknown>;
      rawSize?: number;
    }
  | { ok: false; error: { code: string; field?: string; actor?: string; value?: number | string } };
