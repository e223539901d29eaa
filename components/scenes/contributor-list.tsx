"use client";

import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Term } from "@/components/glossary/term";

export interface ContributorView {
  code: string;
  impact: number;
  actor?: string;
  value?: number;
  trait?: string;
  level?: string;
  topic?: string;
  answer?: string;
}

/**
 * The main reasons behind an indicator, in words (messages `contributors.<code>`), each
 * with the direction it pushes and the research it rests on. Actor ids become names through `nameOf`.
 */
export function ContributorList({
  contributors,
  nameOf,
  limit = 5,
  className,
  below,
}: {
  contributors: readonly ContributorView[];
  nameOf: (id: string) => string;
  limit?: number;
  className?: string;
  /** What a screen shows under each reason (the company screens: its research, CompanyContributorList). */
  below?: (code: string) => ReactNode;
}) {
  const t = useTranslations("contributors");
  const format = useFormatter();
  const big = useTranslations("bigFive");
  const scene = useTranslations("scene");
  if (!contributors.length) return null;
  return (
    <ul className={cn("flex flex-col gap-1.5 text-sm", className)} data-testid="contributors">
      {contributors.slice(0, limit).map((c, i) => {
        const values = {
          actor: c.actor ? nameOf(c.actor) : "",
          value: c.value === undefined ? "" : format.number(c.value, { maximumFractionDigits: 1 }),
          trait: c.trait && big.has(`${c.trait}.name`) ? big(`${c.trait}.name`).toLowerCase() : "",
          level: c.level && scene.has(`levels.${c.level}`) ? scene(`levels.${c.level}`) : "",
          topic: c.topic && scene.has(`loveTopics.${c.topic}`) ? scene(`loveTopics.${c.topic}`) : (c.topic ?? ""),
          answer: c.topic && c.answer && scene.has(`loveAnswers.${c.topic}.${c.answer}`) ? scene(`loveAnswers.${c.topic}.${c.answer}`) : (c.answer ?? ""),
        };
        const up = c.impact >= 0;
        return (
          <li key={`${c.code}-${c.actor ?? ""}-${i}`} className="flex items-start gap-2">
            {up ? <ArrowUpRight className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden /> : <ArrowDownRight className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />}
            <div className="min-w-0">
              <span className="text-ink">
                {t.has(c.code) ? t(c.code, values) : c.code}
                {c.code.endsWith("_spread") ? <Term name="spread" icon className="ml-1" /> : null}
              </span>
              {below?.(c.code)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
