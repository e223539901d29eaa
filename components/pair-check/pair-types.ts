import type { InteractionSettings, LoveForecast, PairForecast } from "@/lib/engine/index";

/** The areas that show a pair check. */
export type PairArea = "/owner/dashboard" | "/owner-mobile" | "/love-mobile";

export interface PairPersonView {
  profileId: string;
  firstName: string;
  lastName: string;
  avatarName: string | null;
  position: string | null;
  eligible: boolean;
}

/** GET/POST/PATCH /api/v1/scene/p2p answer (docs/api.md "Scenes"). */
export interface PairView {
  _id: string;
  sceneId: string | null;
  type: "p2p" | "love";
  startDay: string;
  actors: Array<PairPersonView | null>;
  managerId: string | null;
  interaction: InteractionSettings;
  result: unknown;
  updatedAt: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export function isPairForecast(v: unknown): v is PairForecast {
  return isObject(v) && Array.isArray(v.months) && v.months.length > 0 && isObject(v.summary);
}

const isLoveScore = (v: unknown) => isObject(v) && typeof v.score === "number" && isObject(v.range) && isObject(v.byPerson) && Array.isArray(v.contributors);

export function isLoveForecast(v: unknown): v is LoveForecast {
  return isObject(v) && isLoveScore(v.love) && isLoveScore(v.sexual) && isLoveScore(v.marital) && isLoveScore(v.friendship);
}

/** A live `renderPair` message names the pair it belongs to. */
export function renderedPairId(message: { type: string; [key: string]: unknown }): string | null {
  return message.type === "renderPair" && typeof message.pairId === "string" ? message.pairId : null;
}
