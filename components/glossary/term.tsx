"use client";

import { Info } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { TermHint } from "@/components/ui/term-hint";
import type { GlossaryTerm } from "./glossary-terms";

/**
 * A forecast term with its explanation on tap, focus or hover; the text comes from the
 * `glossary` namespace (sent to every page), so each term is explained the same way everywhere.
 * `icon` shows a small info sign (named for screen readers) where the term sits inside a sentence.
 */
export function Term({ name, children, className, icon = false }: { name: GlossaryTerm; children?: ReactNode; className?: string; icon?: boolean }) {
  const t = useTranslations("glossary.terms");
  const label = t(`${name}.name`);
  return (
    <TermHint title={label} text={t(`${name}.text`)} className={cn(icon && "no-underline text-muted hover:text-brand-700", className)} testId={`term-${name}`}>
      {icon ? (
        <>
          <Info className="inline size-3.5 align-[-2px]" aria-hidden />
          <span className="sr-only">{label}</span>
        </>
      ) : (children ?? label)}
    </TermHint>
  );
}
