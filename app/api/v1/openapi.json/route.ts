import { endpoints } from "@/lib/contracts/endpoints";
import { openApiDocument } from "@/lib/contracts/openapi";
import { route } from "@/lib/server/http/route";

/** GET /openapi.json: this API as OpenAPI 3.1, generated from the endpoint table. */
export const GET = route({ ...endpoints.getOpenapiJson, action: "service.status" }, () => openApiDocument());
