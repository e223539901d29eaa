"use client";

import { createContext, useContext } from "react";

// Apart from the provider, so a button that opens the dialog does not import the dialog (and
// its texts) into pages that have no provider (the mobile areas).

export interface PlansDialogValue {
  openPlans: () => void;
}

export const PlansDialogContext = createContext<PlansDialogValue | null>(null);

/** Opens the plans dialog; null outside the owner desktop (the mobile areas link to the subscription page instead). */
export function usePlansDialog(): PlansDialogValue | null {
  return useContext(PlansDialogContext);
}
