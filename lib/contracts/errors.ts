import { z } from "zod";
import { CLIENT_ERROR_CODES, ERROR_STATUS, type ErrorCode } from "./error-codes";

export * from "./error-codes";

/** The JSON body of every error answer, rendered only by the route wrapper. */
export const ErrorBody = z.object({
  code: z.enum([...(Object.keys(ERROR_STATUS) as ErrorCode[]), ...CLIENT_ERROR_CODES]),
  message: z.string(),
  status: z.number().int(),
  requestId: z.string(),
  /** Field path -> validation code such as "required" or "min_length:6". */
  fields: z.record(z.string(), z.string()).optional(),
  retryAfter: z.number().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
