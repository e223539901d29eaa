"use client";

import { useState } from "react";
import { useForm, type DefaultValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import type { ErrorBody } from "@/lib/contracts/errors";
import { schemaOf, useWarmSchema, type Schema, type SchemaSource } from "./lazy-schema";

const warmResolver = () => void import("@hookform/resolvers/zod");

export type { SchemaSource } from "./lazy-schema";

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

  useWarmSchema(source, warmResolver);

  function applyServerError(error: ErrorBody) {
    setServerError(error);
    for (const [field, code] of Object.entries(error.fields ?? {})) {
      form.setError(field as Path<z.input<S>>, { type: "server", message: code });
    }
  }

  return { form, serverError, setServerError, applyServerError };
}
