"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CoupleMode } from "@/lib/questionnaire";

const MODES: ReadonlyArray<{ mode: CoupleMode; variant: "love" | "secondary"; label: "modeAlone" | "modeTogether"; hint: "modeAloneHint" | "modeTogetherHint"; hintClass: string }> = [
  { mode: "alone", variant: "love", label: "modeAlone", hint: "modeAloneHint", hintClass: "" },
  { mode: "together", variant: "secondary", label: "modeTogether", hint: "modeTogetherHint", hintClass: "text-muted" },
];

/**
 * Who answers the couple questionnaire: one person for both, or both in turn. Links (flame),
 * buttons, or links that a script turns into buttons (the public page: the link works without it).
 */
export function CoupleModeChoice({ hrefs, onChoose, className }: { hrefs?: Readonly<Record<CoupleMode, string>>; onChoose?: (mode: CoupleMode) => void; className?: string }) {
  const t = useTranslations("consumer");
  return (
    <div className={className}>
      {MODES.map(({ mode, variant, label, hint, hintClass }) => {
        const body = (
          <>
            <span>{t(label)}</span>
            <span className={`text-xs font-normal ${hintClass}`}>{t(hint)}</span>
          </>
        );
        return hrefs ? (
          <Button key={mode} asChild size="choice" variant={variant}>
            <Link
              href={hrefs[mode]}
              data-testid={`mode-${mode}`}
              onClick={
                onChoose
                  ? (event) => {
                      event.preventDefault();
                      onChoose(mode);
                    }
                  : undefined
              }
            >
              {body}
            </Link>
          </Button>
        ) : (
          <Button key={mode} size="choice" variant={variant} onClick={() => onChoose?.(mode)} data-testid={`mode-${mode}`}>
            {body}
          </Button>
        );
      })}
    </div>
  );
}
