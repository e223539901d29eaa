"use client";

import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Term } from "@/components/glossary/term";
import { asSentence, contributorValues, type ContributorView, type ContributorWords } from "./contributor-values";

export type { ContributorView } from "./contributor-values";

/** The words contributor sentences are made of, in the reader's language. */
export function useContributorWords(nameOf: (id: string) => string, genderOf?: (id: string) => string | null | undefined): ContributorWords {
  const big = useTranslations("bigFive");
  const scene = useTranslations("scene");
  return useMemo(
    () => ({
      nameOf,
      genderOf,
      trait: (trait) => (big.has(`${trait}.name`) ? big(`${trait}.name`).toLocaleLowerCase() : undefined),
      level: (level) => (scene.has(`levels.${level}`) ? scene(`levels.${level}`) : undefined),
      topic: (topic) => (scene.has(`loveTopics.${topic}`) ? scene(`loveTopics.${topic}`) : undefined),
      answer: (topic, answer) => (scene.has(`loveAnswers.${topic}.${answer}`) ? scene(`loveAnswers.${topic}.${answer}`) : undefined),
      fallback: { person: scene("contributorFallback.person"), trait: scene("contributorFallback.trait"), level: scene("contributorFallback.level") },
    }),
    [big, scene, nameOf, genderOf],
  );
}

/**
 * The main reasons behind an indicator, in words (messages `contributors.<code>`), each
 * with the direction it pushes. Actor ids become names through `nameOf`; `genderOf`, where
 * the page knows it, lets Russian verbs and English pronouns agree with the person; `below`
 * adds what a screen shows under each reason (the company screens: its research).
 */
export function ContributorList({
  contributors,
  nameOf,
  genderOf,
  limit = 5,
  className,
  below,
}: {
  contributors: readonly ContributorView[];
  nameOf: (id: string) => string;
  genderOf?: (id: string) => string | null | undefined;
  limit?: number;
  className?: string;
  /** What a screen shows under each reason (the company screens: its research, CompanyContributorList). */
  below?: (code: string) => ReactNode;
}) {
  const t = useTranslations("contributors");
  const words = useContributorWords(nameOf, genderOf);
  if (!contributors.length) return null;
  return (
    <ul className={cn("flex flex-col gap-1.5 text-sm", className)} data-testid="contributors">
      {contributors.slice(0, limit).map((c, i) => {
        const up = c.impact >= 0;
        return (
          <li key={`${c.code}-${c.actor ?? ""}-${i}`} className="flex items-start gap-2">
            {up ? <ArrowUpRight className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden /> : <ArrowDownRight className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />}
            <div className="min-w-0">
              <span className="text-ink">
                {t.has(c.code) ? asSentence(t(c.code, contributorValues(c, words))) : c.code}
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
