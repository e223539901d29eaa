import "server-only";
import { env } from "@/lib/env";
import { hostLocale, hostMatches } from "@/i18n/hosts";
import { currentHost } from "./auth/page-session";

/** The love platform has its own host(s): its own name in the tab title and its own landing page. */
export async function isLoveHost(): Promise<boolean> {
  return hostMatches(await currentHost(), env().LOVE_HOSTS);
}

/** The language the current host stands for, if any (then a language switch has no effect there). */
export async function currentHostLocale(): Promise<"ru" | "en" | null> {
  const e = env();
  return hostLocale(await currentHost(), e.RU_HOSTS, e.EN_HOSTS);
}
