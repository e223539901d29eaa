import { useEffect } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";

export type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * The contract a form is checked against: the schema itself, or a function that imports
 * it. A page whose first screen is a form (sign-in, registration) passes the function, so
 * zod and the contract (about 30 KB compressed) are not part of the page's first load: they
 * are fetched on the first focus, tap or key press, well before the form is submitted.
 */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

const loaded = new WeakMap<() => Promise<Schema>, Promise<Schema>>();

export function schemaOf<S extends Schema>(source: SchemaSource<S>): Promise<S> {
  if (typeof source !== "function") return Promise.resolve(source);
  let promise = loaded.get(source);
  if (!promise) {
    promise = source();
    loaded.set(source, promise);
  }
  return promise as Promise<S>;
}

/** Fetch a lazily imported contract (and `also`) on the first sign of use, not on load. */
export function useWarmSchema(source: SchemaSource<Schema>, also?: () => unknown) {
  useEffect(() => {
    if (typeof source !== "function") return;
    const warm = () => {
      void schemaOf(source);
      also?.();
    };
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const event of events) document.addEventListener(event, warm, { once: true, capture: true });
    return () => {
      for (const event of events) document.removeEventListener(event, warm, { capture: true });
    };
  }, [source, also]);
}
