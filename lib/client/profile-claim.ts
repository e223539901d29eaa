// A profile filled without an account is claimed after signing up in the same browser:
// its secret permalink waits here until /owner/claim sends it (POST /owner/profiles/upend).

const KEY = "pending-profile-claim";

export function rememberClaim(permalink: string): void {
  try {
    window.localStorage.setItem(KEY, permalink);
  } catch {
    /* private mode: the profile stays unclaimed */
  }
}

export function takeClaim(): string | null {
  try {
    const value = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
