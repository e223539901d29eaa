// The scene API's limits, in a module without zod so that pages can show them without
// loading the validation schemas (lib/contracts/scenes.ts re-exports them).

/** The most specialists a team may hold (the engine's benchmarks go to 200; screens stay readable at 50). */
export const MAX_TEAM_SIZE = 50;
/** Team slots of a team check, and teams side by side in a comparison. */
export const CHECK_SLOTS = 4;
export const COMPARE_SLOTS = 4;
/** At most 50 hours a week for any pair (spec part 2 section 9). */
export const MAX_HOURS = 50;
/** How long a team has existed when it is created: its timeline's past. */
export const LIFESPANS = ["new", "one_year", "two_years"] as const;

/** Teams per page of the director monitor (GET /scene/monitor): each one decodes its stored run, so pages stay small. */
export const MONITOR_PAGE_SIZE = 20;
