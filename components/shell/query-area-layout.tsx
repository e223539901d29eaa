import type { ReactNode } from "react";
import { QueryProvider } from "./query-provider";

/** The layout of a route whose pages read the API through TanStack Query (re-exported by its layout.tsx). */
export function QueryAreaLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
