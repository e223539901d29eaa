"use client";

import { useTranslations } from "next-intl";
import { useEffect, type RefObject } from "react";
import { useOwnerHistory } from "@/components/dashboard/use-owner-history";
import type { HistoryDto } from "@/lib/contracts/scenes";

/** Numbers given to checks run in this browser tab, kept for the tab's session (reloads included). */
const storageKey = (pairId: string) => `check-number:${pairId}`;

export function rememberCheckNumber(pairId: string, number: number): void {
  try {
    sessionStorage.setItem(storageKey(pairId), String(number));
  } catch {
    /* storage unavailable (private mode): the number is simply not kept */
  }
}

/** The number a check got when it was run in this tab; browser only (call it from an effect). */
export function rememberedCheckNumber(pairId: string | null | undefined): number | null {
  if (!pairId || typeof sessionStorage === "undefined") return null;
  try {
    const value = Number(sessionStorage.getItem(storageKey(pairId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Love-mobile numbers each check "check N+1", N being the owner's pair checks so far (the
 * history counters, kept live). A check run here keeps its number; an older check opened
 * from elsewhere has none we could honestly show.
 */
export function CheckNumber({ history, fixed, fresh, counterRef }: { history: HistoryDto; fixed: number | null; fresh: boolean; counterRef: RefObject<number> }) {
  const t = useTranslations("ownerMobile");
  const { counters } = useOwnerHistory(history);
  useEffect(() => {
    counterRef.current = counters.p2p;
  }, [counters.p2p, counterRef]);
  const number = fixed ?? (fresh ? counters.p2p + 1 : null);
  if (number === null) return null;
  return (
    <p className="text-sm font-semibold uppercase tracking-wide text-love-600" data-testid="check-number">
      {t("checkNumber", { number })}
    </p>
  );
}
