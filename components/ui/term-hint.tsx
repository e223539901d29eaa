"use client";

import { Popover } from "radix-ui";
import { useRef, useState, type ReactNode, type PointerEvent } from "react";
import { cn } from "./cn";
import { PlainButton } from "./plain-button";

export interface TermHintProps {
  /** The term as shown (the trigger's text and accessible name). */
  children: ReactNode;
  /** The term's name at the top of the explanation. */
  title: ReactNode;
  /** The explanation itself: one or two short sentences. */
  text: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A term with a short explanation (issue 17 point 5). A popover rather than a tooltip, because a
 * tooltip never opens on touch: a tap or a click opens it, so do Enter and Space, and so does
 * keyboard focus; a mouse opens it on hover and closes it on leaving unless it was clicked.
 * Focus stays on the term, Escape or a tap elsewhere closes it.
 */
export function TermHint({ children, title, text, className, testId }: TermHintProps) {
  const [open, setOpen] = useState(false);
  // How it was opened: a hover closes on leaving, a click or focus stays until dismissed.
  const openedBy = useRef<"hover" | "other" | null>(null);
  const pointerDown = useRef(false);

  const show = (by: "hover" | "other") => {
    openedBy.current = by;
    setOpen(true);
  };
  const hide = () => {
    openedBy.current = null;
    setOpen(false);
  };
  const isMouse = (e: PointerEvent) => e.pointerType === "mouse";

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? show("other") : hide())}>
      <Popover.Trigger asChild>
        <PlainButton
          data-testid={testId}
          className={cn(
            "inline cursor-help rounded-sm text-left underline decoration-dotted decoration-1 underline-offset-[3px] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
            className,
          )}
          onPointerEnter={(e) => {
            if (isMouse(e) && !open) show("hover");
          }}
          onPointerLeave={(e) => {
            if (isMouse(e) && openedBy.current === "hover") hide();
          }}
          onPointerDown={() => {
            pointerDown.current = true;
          }}
          onPointerCancel={() => {
            pointerDown.current = false;
          }}
          onFocus={() => {
            // Keyboard focus opens it; a press focuses too, and its click decides instead.
            if (!pointerDown.current && !open) show("other");
          }}
          onBlur={() => {
            pointerDown.current = false;
          }}
          onClick={(e) => {
            // Touch focuses after pointerup, so the press is only forgotten here.
            pointerDown.current = false;
            // A click on a term the mouse already opened keeps it open (and pins it) instead of toggling it shut.
            if (openedBy.current === "hover") {
              e.preventDefault();
              openedBy.current = "other";
            }
          }}
        >
          {children}
        </PlainButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          className="z-50 max-w-[min(18rem,calc(100vw-16px))] rounded-xl border border-line bg-white p-3 text-left text-xs font-normal normal-case tracking-normal text-ink shadow-lg"
          data-testid="term-hint"
        >
          <p className="font-semibold">{title}</p>
          <p className="mt-1 leading-relaxed text-muted">{text}</p>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
