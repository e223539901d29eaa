"use client";

import dynamic from "next/dynamic";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { PlansDialogContext } from "./use-plans-dialog";

// The plans dialog (price list, cards, comparison table, checkout) loads when first opened.
const PlansDialog = dynamic(() => import("./plans-dialog").then((m) => m.PlansDialog), { ssr: false });

/** Lets any owner page open the one plans dialog (a team limit, a tool not in the plan, the subscription page). */
export function PlansDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const openPlans = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openPlans }), [openPlans]);
  return (
    <PlansDialogContext.Provider value={value}>
      {children}
      {mounted ? <PlansDialog open={open} onOpenChange={setOpen} /> : null}
    </PlansDialogContext.Provider>
  );
}
