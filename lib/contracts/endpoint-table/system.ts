import { z } from "zod";
import { HealthDto, ReadinessDto } from "../health";
import { defineEndpoints } from "../endpoint";

/** The OpenAPI 3.1 document itself (its structure is OpenAPI's, not repeated here). */
export const OpenApiDocument = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.record(z.string(), z.looseObject({ responses: z.record(z.string(), z.unknown()) }))) });
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;

export const systemEndpoints = defineEndpoints({
  getHealth: { method: "GET", path: "/api/v1/health", auth: "public", response: HealthDto, summary: "Liveness: the process is up" },
  getReady: { method: "GET", path: "/api/v1/ready", auth: "public", response: ReadinessDto, summary: "Readiness: the database answers and every migration is applied (503 with Retry-After otherwise); with Redis configured and down, 200 \"degraded\" (the live channel serves this instance only)" },
  getOpenapiJson: { method: "GET", path: "/api/v1/openapi.json", auth: "public", response: OpenApiDocument, summary: "This API described as OpenAPI 3.1" },
});
