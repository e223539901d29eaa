"use client";

import type { ComponentProps } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The unstyled `<button>` of the app (lint forbids a bare one in components): disabled
 * until the page is hydrated, because its handler does not exist before that (issue 11,
 * point 6). `type` defaults to "button" so that no button submits a form by accident.
 */
export function PlainButton({ disabled, type = "button", ...props }: ComponentProps<"button">) {
  const hydrated = useHydrated();
  // eslint-disable-next-line no-restricted-syntax -- the one place a bare <button> is rendered
  return <button type={type} disabled={disabled || !hydrated} {...props} />;
}
