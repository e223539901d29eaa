// The families of the endpoint table: lib/contracts/endpoint-table/<family>.ts exports
// `<family>Endpoints`, and lib/contracts/browser-<family>-endpoints.generated.ts is its
// light twin (rows without schemas) that production browser bundles get in its place
// (next.config.ts). No imports: next.config.ts, the generator and the test read this list.

export const ENDPOINT_FAMILIES = ["passport", "owner", "consumer", "billing", "app", "scene", "estimator", "administrator", "system", "fallback"] as const;
export type EndpointFamily = (typeof ENDPOINT_FAMILIES)[number];

/** The name a family module exports its rows under (`passportEndpoints`). */
export const familyTableName = (family: EndpointFamily) => `${family}Endpoints`;

/** The family's light twin, under lib/contracts/. */
export const familyTwinFile = (family: EndpointFamily) => `browser-${family}-endpoints.generated.ts`;
