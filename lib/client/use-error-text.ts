"use client";

import { useTranslations } from "next-intl";
import { errorMessageKey } from "@/lib/contracts/error-codes";
import type { ErrorBody } from "@/lib/contracts/errors";

/** Translates a server or client error code; unknown codes fall back to "unexpected error". */
export function useErrorText() {
  const t = useTranslations("errors");
  return (error: Pick<ErrorBody, "code" | "retryAfter"> | null | undefined): string | null => {
    if (!error) return null;
    const key = errorMessageKey(error.code);
    if (!t.has(key)) return t("unexpected_error");
    if (error.code === "auth:too_many_requests") return t(key, { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
    return t(key);
  };
}

/** Translates a validation code such as "required" or "min_length:6". */
export function useValidationText() {
  const t = useTranslations("validation");
  return (code: string | undefined): string | undefined => {
    if (!code) return undefined;
    const [key, param] = code.split(":") as [string, string | undefined];
    if (!t.has(key)) return t("invalid");
    return t(key, { length: param ?? "" });
  };
}
