import type en from "@/messages/en.json";

/** A top-level key of the message catalogue. */
export type Namespace = keyof typeof en;

/**
 * The namespaces the root layout sends to every page: the error page,
 * the buttons, field errors and error codes of nearly every form, and the glossary of forecast
 * terms that hints explain wherever a term is shown (components/glossary). Areas and pages add
 * their own with <ClientMessages> (components/i18n/client-messages.tsx).
 */
export const BASE_NAMESPACES = ["common", "errors", "validation", "serverError", "glossary"] as const satisfies readonly Namespace[];

/** The messages of the namespaces named, for a client provider. */
export function pickNamespaces<M extends Record<string, unknown>>(messages: M, namespaces: readonly Namespace[]): Record<string, unknown> {
  return Object.fromEntries(namespaces.map((name) => [name, messages[name]]));
}
