import "server-only";

export type DemoDataSetting = "auto" | "on" | "off";

/** Host names that only this machine or its developer reaches. */
export function isLocalUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Whether `npm start` loads the demo data, and whether it may print the demo passwords.
 * On a local address the demo is loaded as a newcomer expects; on a public one nothing is
 * loaded unless DEMO_DATA=on, and the passwords are never printed there (anyone reading
 * the deployment's logs could sign in as the demo administrator).
 */
export function demoDataPolicy(input: { appUrl: string; setting: DemoDataSetting; legacyOff: boolean }): { load: boolean; printPasswords: boolean } {
  const local = isLocalUrl(input.appUrl);
  const load = input.setting === "on" || (input.setting === "auto" && !input.legacyOff && local);
  return { load, printPasswords: load && local };
}
