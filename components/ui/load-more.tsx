"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "./button";

/**
 * The end of a list read page after page: asks for the next page when it scrolls into view
 * (inside `root`, a scrolling box, or the window), and is a button too, so keyboards and
 * screen readers can ask for more. Renders nothing when there is no more.
 */
export function LoadMore({ hasMore, loading, onMore, root, testId }: { hasMore: boolean; loading: boolean; onMore: () => void; root?: React.RefObject<HTMLElement | null>; testId?: string }) {
  const t = useTranslations("common.pager");
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { root: root?.current ?? null, rootMargin: "200px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, root]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-2">
      <Button type="button" variant="ghost" size="sm" busy={loading} onClick={onMore} data-testid={testId}>
        {loading ? t("loadingMore") : t("loadMore")}
      </Button>
    </div>
  );
}
