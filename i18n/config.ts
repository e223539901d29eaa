export const LOCALES = ["ru", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ru";

export function isLocale(value: unknown): value is Locale {
  return value === "ru" || value === "en";
}

/** The areas of the site, each with its own locale rule and sign-in domain. */
export type Area = "public" | "owner" | "estimator" | "administrator" | "flame" | "dev";

/**
 * Which area an API path serves, for the language of its answers when a route names none
 * (an unknown path, a method a route does not take): /api/v1/administrator and
 * /api/v1/estimator are the staff areas, /api/v1/owner and /api/v1/scene the owner's.
 */
export function areaOfApiPath(pathname: string): Area {
  switch (pathname.split("/")[3]) {
    case "administrator":
      return "administrator";
    case "estimator":
      return "estimator";
    case "owner":
    case "scene":
      return "owner";
    default:
      return "public";
  }
}

/** Which area a page path belongs to (the owner area includes owner-mobile and love-mobile). */
export function areaOfPath(pathname: string): Area {
  const first = pathname.split("/")[1] ?? "";
  switch (first) {
    case "owner":
    case "owner-mobile":
    case "love-mobile":
      return "owner";
    case "estimator":
      return "estimator";
    case "administrator":
      return "administrator";
    case "main":
      return "flame";
    case "dev":
      return "dev";
    default:
      return "public";
  }
}

/** Cookie that mirrors a user's stored locale preference for one area, readable by proxy.ts. */
export function preferenceCookieName(area: Area): string {
  return `lp_${area}`;
}

/** Default language of an area when neither the host nor a preference decides. */
export const AREA_DEFAULT_LOCALE: Record<Area, Locale> = {
  public: "en",
  owner: "en",
  estimator: "ru",
  administrator: "ru",
  flame: "en",
  dev: "en",
};
