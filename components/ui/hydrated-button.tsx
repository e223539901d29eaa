"use client";

import type { ButtonHTMLAttributes } from "react";
import { useHydrated } from "./use-hydrated";

export interface HydratedButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
}

/**
 * The client part of <Button>: a button works through a React handler (or a form whose
 * onSubmit React handles), so it is disabled until hydration and an early tap is not lost.
 * `data-waits-for-code` marks it meanwhile: a tap on it is pressed once it works, when its
 * part of the page loads its code on use (taps-before-code.ts).
 * It takes its classes ready-made, so it loads no class-merging code.
 */
export function HydratedButton({ busy, disabled, children, ...props }: HydratedButtonProps) {
  const hydrated = useHydrated();
  return (
    // eslint-disable-next-line no-restricted-syntax -- the button of <Button>; its type stays the caller's (a form's submit by default)
    <button disabled={disabled || busy || !hydrated} data-waits-for-code={hydrated ? undefined : ""} aria-busy={busy || undefined} {...props}>
      {busy ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> : null}
      {children}
    </button>
  );
}
