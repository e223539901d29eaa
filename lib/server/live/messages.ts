import "server-only";
// Live-channel messages (spec part 2 section 7); payloads are documented in docs/api.md.
import type { AccessRulesDto, HistoryDto } from "@/lib/contracts/scenes";
import type { ComputePhase } from "@/lib/engine/index";

export type LiveMessage =
  | { type: "ping"; at: string }
  | { type: "sceneComputePhase"; sceneId: string; ruid: string; kind: "team" | "check"; phase: ComputePhase; progress: number }
  | { type: "renderCheckTeam"; sceneId: string; ruid: string; location: string }
  | { type: "teamCheck"; sceneId: string }
  | { type: "renderPair"; pairId: string; result: unknown }
  | { type: "renderCompareTeam"; compareId: string; result: unknown }
  | { type: "rejectScene"; sceneId: string; ruid: string; code: string }
  | { type: "integralStats"; sceneId: string; ruid: string; location: string; finalStats: unknown; todayStats: unknown }
  | { type: "syncHistory"; history: HistoryDto }
  | { type: "syncTutorial"; tutorial: Record<string, boolean> }
  | { type: "syncAccessRules"; accessRules: AccessRulesDto }
  | { type: "reflectState"; runs: Array<{ sceneId: string; ruid: string; phase: string; progress: number }>; accessRules: AccessRulesDto; tutorial: Record<string, boolean> };

export const LIVE_COMMANDS = ["REFLECT_STATE", "SYNC_HISTORY", "SYNC_TUTORIAL", "SYNC_ACCESS_RULES", "PING"] as const;
export type LiveCommand = (typeof LIVE_COMMANDS)[number];
