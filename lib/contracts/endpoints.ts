import type { EndpointSpec } from "./endpoint";
import { administratorEndpoints } from "./endpoint-table/administrator";
import { appEndpoints } from "./endpoint-table/app";
import { billingEndpoints } from "./endpoint-table/billing";
import { consumerEndpoints } from "./endpoint-table/consumer";
import { estimatorEndpoints } from "./endpoint-table/estimator";
import { fallbackEndpoints } from "./endpoint-table/fallback";
import { ownerEndpoints } from "./endpoint-table/owner";
import { passportEndpoints } from "./endpoint-table/passport";
import { sceneEndpoints } from "./endpoint-table/scene";
import { systemEndpoints } from "./endpoint-table/system";

/**
 * Every route under app/api/v1, one row per method: path, access, request schemas and the
 * response schema. Route files bind their handler to a row (`route(endpoints.x, handler)`),
 * the client calls by row (`callEndpoint(endpoints.x, ...)`), and /api/v1/openapi.json is
 * generated from the rows, so the three cannot drift apart.
 */
export const endpoints = {
  ...passportEndpoints,
  ...ownerEndpoints,
  ...consumerEndpoints,
  ...billingEndpoints,
  ...appEndpoints,
  ...sceneEndpoints,
  ...estimatorEndpoints,
  ...administratorEndpoints,
  ...systemEndpoints,
  ...fallbackEndpoints,
};

export type EndpointName = keyof typeof endpoints;
export const endpointList: ReadonlyArray<EndpointSpec & { name: string }> = Object.entries(endpoints).map(([name, spec]) => ({ name, ...(spec as EndpointSpec) }));
