/** Accounts the browser tests' server adds to its fresh database (scripts/e2e-accounts.ts). */
export const E2E_ACCOUNTS = {
  freeRu: { email: "free-ru@e2e.test", password: "Free-Owner-2026" },
  freeEn: { email: "free-en@e2e.test", password: "Free-Owner-2026" },
  loveLocked: { email: "love-locked@e2e.test", password: "Love-Locked-2026" },
} as const;
