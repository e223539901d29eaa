import "server-only";
import { profiles } from "@/db/schema";

/**
 * The columns of a profile that pairs, checks and scenes use: display facts and what the
 * engine reads. The questionnaire answers stay in the database (a love profile's are
 * the love pair's input, so only those come along): reading every answer of every
 * member on each run would cost more than the run itself.
 */
export const SCENE_PROFILE_COLUMNS = {
  id: profiles.id,
  ownerId: profiles.ownerId,
  kind: profiles.kind,
  status: profiles.status,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  position: profiles.position,
  avatarName: profiles.avatarName,
  age: profiles.age,
  gender: profiles.gender,
  hideDetails: profiles.hideDetails,
  bigFive: profiles.bigFive,
  finalScore: profiles.finalScore,
  finalScorePrecise: profiles.finalScorePrecise,
  /** When the questionnaire was completed: older answers widen the forecast's band (engine `assessedOn`). */
  completedAt: profiles.completedAt,
};
