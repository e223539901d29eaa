"use client";

import { useEffect, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import type { ErrorBody } from "@/lib/contracts/errors";

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * The contract a form is checked against: the schema itself, or a function that imports
 * it. A page whose first screen is a form (sign-in, registration) passes the function, so
 * zod and the contract (about 30 KB compressed) are not part of the page's first load: they
 * are fetched on the first focus, tap or key press, well before the form is submitted.
 */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

const loaded = new WeakMap<() => Promise<Schema>, Promise<Schema>>();

function schemaOf<S extends Schema>(source: SchemaSource<S>): Promise<S> {
  if (typeof source !== "function") return Promise.resolve(source);
  let promise = loaded.get(source);
  if (!promise) {
    promise = source();
    loaded.set(source, promise);
  }
  return promise as Promise<S>;
}

export function lazyResolver<S extends Schema>(source: SchemaSource<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, context, options) => {
    const [schema, { zodResolver }] = await Promise.all([schemaOf(source), import("@hookform/resolvers/zod")]);
    return (zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>)(values, context, options);
  };
}

/**
 * react-hook-form validated by the same zod contract the server uses (convention 12),
 * plus the server's answer: field codes land on their fields, the code of the whole
 * answer in `serverError`.
 */
export function useApiForm<S extends Schema>(source: SchemaSource<S>, defaultValues: DefaultValues<z.input<S>>) {
  const [resolver] = useState(() => lazyResolver(source));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    // Validate on submit, then on change: a message appearing on blur would shift the
    // layout under the pointer and swallow the click on the submit button.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [serverError, setServerError] = useState<ErrorBody | null>(null);

  // Fetch a lazily imported contract on the first sign of use, not on load.
  useEffect(() => {
    if (typeof source !== "function") return;
    const warm = () => {
      void schemaOf(source);
      void import("@hookform/resolvers/zod");
    };
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const event of events) document.addEventListener(event, warm, { once: true, capture: true });
    return () => {
      for (const event of events) document.removeEventListener(event, warm, { capture: true });
    };
  }, [source]);

  function applyServerError(error: ErrorBody) {
    setServerError(error);
    for (const [field, code] of Object.entries(error.fields ?? {})) {
      form.setError(field as Path<z.input<S>>, { type: "server", message: code });
    }
  }

  return { form, serverError, setServerError, applyServerError };
}
