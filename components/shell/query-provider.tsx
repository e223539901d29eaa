"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@/lib/client/query-client";

/**
 * One query client per browser tab for the client components that read the API through
 * TanStack Query: mounted by the signed-in `(app)` layouts, the shared-link pages and the
 * couple results (docs/architecture.md, "One query client"), so sign-in and other public
 * pages do not load the library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
