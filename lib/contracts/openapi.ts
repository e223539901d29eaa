import { z } from "zod";
import type { EndpointSpec } from "./endpoint";
import { endpointList } from "./endpoints";
import type { OpenApiDocument } from "./endpoint-table/system";
import { ErrorBody } from "./errors";

// The OpenAPI 3.1 document of /api/v1, generated from the endpoint table alone: what a route
// file binds to is exactly what is documented here. Schemas come from zod 4's toJSONSchema
// (JSON Schema 2020-12, the dialect OpenAPI 3.1 uses).

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete out.$schema;
  return out;
}

function parametersOf(schema: z.ZodType | undefined, where: "path" | "query"): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === "path" || required.has(name), schema: property }));
}

const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  bearer: { type: "http", scheme: "bearer", description: "The accessToken of a sign-in made with the header `x-auth-transport: bearer` (mobile clients)." },
  ...Object.fromEntries(
    (["owner", "estimator", "administrator", "flame"] as const).map((domain) => [
      `${domain}Cookie`,
      { type: "apiKey", in: "cookie", name: `sid_${domain}`, description: `The ${domain} session cookie set at sign-in (\`__Host-sid_${domain}\` on HTTPS).` },
    ]),
  ),
};

function securityOf(auth: EndpointSpec["auth"]): Array<Record<string, string[]>> {
  if (auth === "public") return [];
  const domain = typeof auth === "string" ? auth : auth.domain;
  const options = [{ bearer: [] }, { [`${domain}Cookie`]: [] }];
  return typeof auth === "string" ? options : [...options, {}];
}

function accessText(auth: EndpointSpec["auth"]): string {
  if (auth === "public") return "Access: anyone.";
  if (typeof auth === "string") return `Access: a signed-in ${auth} session.`;
  return `Access: anyone; acts on the ${auth.domain} session when there is one.`;
}

/** Who may call, as data (`x-access`), so that a reader can say it in its own language. */
export interface AccessInfo {
  kind: "public" | "session" | "optional";
  domain?: string;
}

function accessOf(auth: EndpointSpec["auth"]): AccessInfo {
  if (auth === "public") return { kind: "public" };
  if (typeof auth === "string") return { kind: "session", domain: auth };
  return { kind: "optional", domain: auth.domain };
}

function operationOf(endpoint: EndpointSpec & { name: string }): JsonSchema & { responses: JsonSchema } {
  const error = { description: "An error of the catalogue (see docs/api.md).", content: { "application/json": { schema: jsonSchema(ErrorBody, "output") } } };
  const success = endpoint.binary
    ? { description: "The file, gzip-compressed JSON.", content: { "application/json": { schema: {} } } }
    : { description: "Success.", content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } } };
  const operation: JsonSchema & { responses: JsonSchema } = {
    operationId: endpoint.name,
    tags: [endpoint.path.split("/")[3] ?? "api"],
    summary: endpoint.summary ?? `${endpoint.method} ${endpoint.path.replace(/^\/api\/v1/, "")}`,
    description: accessText(endpoint.auth),
    "x-access": accessOf(endpoint.auth),
    parameters: [...parametersOf(endpoint.params, "path"), ...parametersOf(endpoint.query, "query")],
    security: securityOf(endpoint.auth),
    responses: { "200": success, default: error },
  };
  if (endpoint.body) operation.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } } };
  return operation;
}

let cached: OpenApiDocument | null = null;

/** The document served at GET /api/v1/openapi.json (built once per process). */
export function openApiDocument(): OpenApiDocument {
  if (cached) return cached;
  const paths: OpenApiDocument["paths"] = {};
  for (const endpoint of endpointList) {
    if (endpoint.hidden) continue;
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  const document: OpenApiDocument = {
    openapi: "3.1.1",
    info: {
      title: "Accordo API",
      version: "1",
      description:
        "The /api/v1 API used by the web pages and the mobile clients. Mobile clients sign in with the header `x-auth-transport: bearer` and send the returned accessToken as `Authorization: Bearer <token>`. Generated from lib/contracts/endpoints.ts.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: "/" }],
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  };
  cached = document;
  return document;
}
