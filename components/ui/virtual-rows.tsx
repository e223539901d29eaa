"use client";

import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { Fragment, useLayoutEffect, useRef, useState } from "react";

/** What a row spreads on its outer element: the virtualiser measures and places it. */
export interface VirtualRowProps {
  ref: (node: Element | null) => void;
  "data-index": number;
  style: React.CSSProperties;
}

interface Props<T> {
  items: readonly T[];
  /** Stable key of an item (its id): keeps measured heights with the right row. */
  itemKey: (item: T) => string;
  /** A first guess of a row's height in px, corrected by measuring each row as it renders. */
  estimateSize: number;
  /** Space between rows in px. */
  gap?: number;
  /** The scrolling box the rows live in; without it the window scrolls. */
  scrollBox?: React.RefObject<HTMLElement | null>;
  renderRow: (item: T, row: VirtualRowProps) => React.ReactNode;
  /** The list element's own props (role, aria-label, test id). */
  listProps?: React.HTMLAttributes<HTMLUListElement> & { "data-testid"?: string };
}

/**
 * A long list that renders only the rows near the viewport (TanStack Virtual): a team list or
 * a picker scrolled through thousands of entries keeps a few dozen elements in the page.
 * Rows are `<li>` elements placed absolutely inside the `<ul>`, whose height is the whole list's.
 */
export function VirtualRows<T>({ scrollBox, ...props }: Props<T>) {
  return scrollBox ? <BoxRows {...props} scrollBox={scrollBox} /> : <WindowRows {...props} />;
}

function BoxRows<T>(props: Props<T> & { scrollBox: React.RefObject<HTMLElement | null> }) {
  const virtualizer = useVirtualizer({
    count: props.items.length,
    getScrollElement: () => props.scrollBox.current,
    estimateSize: () => props.estimateSize,
    getItemKey: (index) => props.itemKey(props.items[index]!),
    gap: props.gap ?? 0,
    overscan: 6,
  });
  return <Rows {...props} virtualizer={virtualizer} offset={0} listRef={null} />;
}

function WindowRows<T>(props: Props<T>) {
  const list = useRef<HTMLUListElement>(null);
  // The list starts below the page's header and toolbar: the window's scroll counts from there.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const node = list.current;
    if (node) setMargin(node.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: props.items.length,
    estimateSize: () => props.estimateSize,
    getItemKey: (index) => props.itemKey(props.items[index]!),
    gap: props.gap ?? 0,
    overscan: 6,
    scrollMargin: margin,
  });
  return <Rows {...props} virtualizer={virtualizer} offset={margin} listRef={list} />;
}

function Rows<T>({ items, renderRow, listProps, virtualizer, offset, listRef }: Props<T> & {
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;
  offset: number;
  listRef: React.RefObject<HTMLUListElement | null> | null;
}) {
  return (
    <ul {...listProps} ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Fragment key={row.key}>
          {renderRow(items[row.index]!, {
            ref: virtualizer.measureElement,
            "data-index": row.index,
            style: { position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${row.start - offset}px)` },
          })}
        </Fragment>
      ))}
    </ul>
  );
}
