import { defineEndpoints } from "../endpoint";
import { ErrorBody } from "../errors";

export const fallbackEndpoints = defineEndpoints({
  getUnknown: { method: "GET", path: "/api/v1/{path}", auth: "public", response: ErrorBody, hidden: true },
  postUnknown: { method: "POST", path: "/api/v1/{path}", auth: "public", response: ErrorBody, hidden: true },
  putUnknown: { method: "PUT", path: "/api/v1/{path}", auth: "public", response: ErrorBody, hidden: true },
  patchUnknown: { method: "PATCH", path: "/api/v1/{path}", auth: "public", response: ErrorBody, hidden: true },
  deleteUnknown: { method: "DELETE", path: "/api/v1/{path}", auth: "public", response: ErrorBody, hidden: true },
});
