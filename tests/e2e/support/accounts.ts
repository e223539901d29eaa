/** Accounts the browser tests' server adds to its fresh database (scripts/e2e-accounts.ts). */
export const E2E_ACCOUNTS = {
  freeRu: { email: "free-ru@e2e.test", password: "Free-Owner-2026" },
  freeEn: { email: "free-en@e2e.test", password: "Free-Owner-2026" },
  loveLocked: { email: "love-locked@e2e.test", password: "Love-Locked-2026" },
  /** A company on the demo's bonus plan for the journeys that create teams: the demo owner's own teams fill most of its four. */
  teams: { email: "teams@e2e.test", password: "Teams-Owner-2026" },
} as const;
