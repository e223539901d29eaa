import type { OwnerSelfDto } from "@/lib/contracts/owner";
import { api } from "./api";
import { PASSPORT } from "./passport-paths";

export interface OwnerSelfDeps {
  fetchImpl?: typeof fetch;
  reload: () => void;
}

/**
 * Loads the owner on page load (spec part 1 section 4): a 401 signs the area out and goes
 * to its login page (inside `api`); a 404 means the account is gone, so the owner is
 * signed out and the page reloads.
 */
export async function loadOwnerSelf({ fetchImpl, reload }: OwnerSelfDeps): Promise<OwnerSelfDto | null> {
  const result = await api<OwnerSelfDto>("/owner/self", { signedIn: true, fetchImpl });
  if (result.ok) return result.data;
  if (result.error.status === 404) {
    await api(PASSPORT.logout("owner"), { method: "POST", fetchImpl });
    reload();
  }
  return null;
}
