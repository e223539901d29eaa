import { getMessages } from "next-intl/server";
import type { AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { pickNamespaces, type Namespace } from "@/i18n/client-namespaces";
import { MessagesScope } from "./messages-scope";

/**
 * Sends the browser the message namespaces that the client components below it use, on
 * top of those its parents already sent (issue 11, point 6: a page no longer inlines the
 * whole catalogue). Server components read every message from the request config and need
 * nothing here. `tests/i18n/client-messages.test.ts` walks each page's import graph and
 * fails when a client component asks for a namespace that no `ClientMessages` above it sends;
 * the list must therefore be written out as a literal array.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <MessagesScope messages={pickNamespaces(messages, namespaces) as AbstractIntlMessages}>{children}</MessagesScope>;
}
