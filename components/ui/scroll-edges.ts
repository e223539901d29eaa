"use client";

import { useEffect, useState, type RefObject } from "react";

export interface ScrollEdges {
  /** Content is hidden to the left (scrolled away from the start). */
  before: boolean;
  /** Content is hidden to the right (more to scroll to). */
  after: boolean;
}

/** Which sides of a horizontally scrolling box hide content; a pixel of rounding is ignored. */
export function scrollEdges(box: { scrollLeft: number; clientWidth: number; scrollWidth: number }): ScrollEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return { before: false, after: false };
  const left = Math.abs(box.scrollLeft);
  return { before: left > 1, after: left < hidden - 1 };
}

/**
 * Follows a scrolling box's edges as it scrolls and resizes, so a fade can show that a row of
 * tabs goes on (issue 17 point 6: the owner-mobile header tabs did not show that they scroll).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setEdges((prev) => {
        const next = scrollEdges(el);
        return prev.before === next.before && prev.after === next.after ? prev : next;
      });
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
