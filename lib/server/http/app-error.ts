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

/**
 * The loaded record, or null when the service answers 404 (unknown, another owner's, or a
 * dead link): server pages that render a record named in their address show "not found".
 */
export async function unlessMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}
