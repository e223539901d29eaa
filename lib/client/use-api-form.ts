"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import type { ErrorBody } from "@/lib/contracts/errors";

/**
 * react-hook-form validated by the same zod contract the server uses (convention 12),
 * plus the server's answer: field codes land on their fields, the code of the whole
 * answer in `serverError`.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    // Validate on submit, then on change: a message appearing on blur would shift the
    // layout under the pointer and swallow the click on the submit button.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [serverError, setServerError] = useState<ErrorBody | null>(null);

  function applyServerError(error: ErrorBody) {
    setServerError(error);
    for (const [field, code] of Object.entries(error.fields ?? {})) {
      form.setError(field as Path<z.input<S>>, { type: "server", message: code });
    }
  }

  return { form, serverError, setServerError, applyServerError };
}
