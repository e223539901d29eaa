"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { loadOwnerSelf } from "@/lib/client/owner-self";
import type { OwnerSelfDto } from "@/lib/contracts/owner";

interface OwnerSelfState {
  self: OwnerSelfDto;
  setSelf: (self: OwnerSelfDto) => void;
}

const OwnerSelfContext = createContext<OwnerSelfState | null>(null);

/** The signed-in owner, rendered by the server and refreshed once in the browser. */
export function OwnerSelfProvider({ initial, children }: { initial: OwnerSelfDto; children: ReactNode }) {
  const [self, setSelf] = useState(initial);
  useEffect(() => {
    void loadOwnerSelf({ reload: () => window.location.reload() }).then((fresh) => {
      if (fresh) setSelf(fresh);
    });
  }, []);
  return <OwnerSelfContext.Provider value={{ self, setSelf }}>{children}</OwnerSelfContext.Provider>;
}

export function useOwnerSelf(): OwnerSelfState {
  const value = useContext(OwnerSelfContext);
  if (!value) throw new Error("useOwnerSelf outside OwnerSelfProvider");
  return value;
}
