import type { ReactNode } from "react";
import { QueryProvider } from "./query-provider";

/** The layout of an area whose pages read the API through TanStack Query (re-exported by each area's layout.tsx). */
export function QueryAreaLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
