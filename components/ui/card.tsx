import type { HTMLAttributes } from "react";
import { cn } from "./cn";

export const CARD_PADDING = { sm: "p-4", md: "p-5", lg: "p-6", fluid: "p-4 sm:p-6" } as const;
export const CARD_TONES = { plain: "border-line", love: "border-love-500/40" } as const;

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** lg (the default) on wide content; fluid is sm on a phone and lg from the sm breakpoint. */
  padding?: keyof typeof CARD_PADDING;
  tone?: keyof typeof CARD_TONES;
}

/** The classes of a card: `className` adds layout (flex, gap, width), see cn.ts. */
export function cardClasses(padding: keyof typeof CARD_PADDING = "lg", tone: keyof typeof CARD_TONES = "plain"): string {
  return `rounded-2xl border bg-white shadow-sm ${CARD_TONES[tone]} ${CARD_PADDING[padding]}`;
}

export function Card({ className, padding, tone, ...props }: CardProps) {
  return <div className={cn(cardClasses(padding, tone), className)} {...props} />;
}
