"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { sendPageView } from "@/lib/client/page-view";

/**
 * Counts each route shown, first-party and without cookies (docs/operations.md, "Analytics").
 * Mounted once by the root layout; the first view carries the referrer, later ones are
 * in-app navigations. The server normalises the path, so ids and tokens are never stored.
 */
export function PageViewBeacon() {
  const pathname = usePathname();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const path = window.location.pathname;
    if (last.current === path) return;
    const first = last.current === null;
    last.current = path;
    sendPageView(path, { referrer: first ? document.referrer : undefined });
  }, [pathname]);
  return null;
}
