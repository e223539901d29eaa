/** The sign-in areas of the route list (spec part 1 section 2) and how their pages behave. */
export const AUTH_AREAS = {
  owner: { base: "/owner", domain: "owner", home: "/owner/dashboard", product: "enterprise", label: "owner", tone: "brand", links: { forgot: true, magicLink: true, registration: true, firstSignup: true } },
  "owner-mobile": { base: "/owner-mobile", domain: "owner", home: "/owner-mobile", product: "enterprise", label: "owner", tone: "brand", links: { forgot: true, magicLink: true, registration: true, firstSignup: true } },
  "love-mobile": { base: "/love-mobile", domain: "owner", home: "/love-mobile", product: "love", label: "love", tone: "love", links: { forgot: true, magicLink: true, registration: true, firstSignup: true } },
  estimator: { base: "/estimator", domain: "estimator", home: "/estimator", product: null, label: "estimator", tone: "brand", links: { forgot: true, magicLink: true } },
  administrator: { base: "/administrator", domain: "administrator", home: "/administrator", product: null, label: "administrator", tone: "brand", links: {} },
  main: { base: "/main", domain: "flame", home: "/main", product: null, label: "flame", tone: "love", links: {} },
} as const;

export type AuthAreaKey = keyof typeof AUTH_AREAS;
export type AuthArea = (typeof AUTH_AREAS)[AuthAreaKey];
