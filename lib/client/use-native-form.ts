"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import type { ErrorBody } from "@/lib/contracts/errors";
import { fieldErrors } from "@/lib/contracts/zod-fields";
import { schemaOf, useWarmSchema, type Schema, type SchemaSource } from "./lazy-schema";

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The form's fields by name: a checkbox as whether it is ticked (present when not, so that a
 * required consent reads as `false`, as react-hook-form sent it), every other input as its text.
 */
function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "checkbox" && element.name) values[element.name] = element.checked;
  }
  return values;
}

/**
 * A form of plain inputs checked by the same zod contract the server uses (convention 12),
 * without react-hook-form (11 KB compressed): for the public pages whose first load must stay
 * small (sign-in, sign-up, a new password, the enterprise request).
 * It behaves as `useApiForm` does: checked on submit, then again on every change; the first
 * invalid field takes the focus; the server's field codes land on their fields and the code
 * of the whole answer in `serverError`. The inputs are uncontrolled and carry their `name`.
 */
export function useNativeForm<S extends Schema>(source: SchemaSource<S>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ErrorBody | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  useWarmSchema(source);

  async function check(form: HTMLFormElement): Promise<{ values: z.output<S> } | { errors: FieldErrors }> {
    const parsed = (await schemaOf(source)).safeParse(formValues(form));
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    setErrors(found);
    return parsed.success ? { values: parsed.data } : { errors: found };
  }

  /** The form's onSubmit: checks, then sends; `send` answers the server's error, if any. */
  function handleSubmit(send: (values: z.output<S>) => Promise<ErrorBody | null>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setSubmitted(true);
      setServerError(null);
      setBusy(true);
      try {
        const checked = await check(form);
        if ("errors" in checked) {
          focusFirstOf(form, checked.errors);
          return;
        }
        const error = await send(checked.values);
        if (error) {
          setServerError(error);
          setErrors({ ...(error.fields ?? {}) });
        }
      } finally {
        setBusy(false);
      }
    };
  }

  /** The form's onChange: after a first submit, the messages follow what is typed. */
  function handleChange(event: FormEvent<HTMLFormElement>) {
    if (submitted) void check(event.currentTarget);
  }

  return { errors, serverError, busy, handleSubmit, handleChange };
}

/** The first field of the form, in the page's order, that has an error. */
function focusFirstOf(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && "name" in element && errors[String(element.name)] !== undefined) {
      element.focus();
      return;
    }
  }
}
