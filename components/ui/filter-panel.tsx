"use client";

import { clsx } from "clsx";
import type { FieldsetHTMLAttributes } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * A list's filters (search box, selects, check boxes), disabled until the page has hydrated.
 * They are controlled by React state, which does not exist in the server HTML: a search typed
 * there, or an option chosen, stayed in the field until the next render put the state's empty
 * value back, so the list never filtered and the text vanished. Disabled for that moment, the
 * browser shows them inactive and takes nothing it would lose (a test's fill waits too), as
 * Button does for taps. A fieldset disables every control inside it; `min-w-0` undoes its
 * default minimum width, which would keep a grid of filters from narrowing on a phone.
 */
export function FilterPanel({ className, disabled, children, ...props }: FieldsetHTMLAttributes<HTMLFieldSetElement>) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated || disabled} className={clsx("min-w-0", className)} {...props}>
      {children}
    </fieldset>
  );
}
