import "server-only";
import { ERROR_STATUS, type ErrorCode } from "@/lib/contracts/errors";

export interface AppErrorDetails {
  fields?: Record<string, string>;
  retryAfter?: number;
  /** Values for the translated message, e.g. { length: 6 }. */
  params?: Record<string, string | number>;
}

/** An expected failure with a catalogue code; rendered to JSON only by the route wrapper. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    status?: number,
    readonly details: AppErrorDetails = {},
  ) {
    super(code);
    this.status = status ?? ERROR_STATUS[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
