"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@/lib/client/query-client";

/**
 * One query client per browser tab for the client components of an area that reads the API
 * through TanStack Query: mounted by the layouts of the signed-in areas, the consumer pages
 * and the profile questionnaire, so the other public pages do not load the library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
