"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { endpointKey, useEndpointQuery } from "@/lib/client/endpoint-query";
import type { OwnerSelfDto } from "@/lib/contracts/owner";
import { endpoints } from "@/lib/contracts/endpoints";

interface OwnerSelfState {
  self: OwnerSelfDto;
  setSelf: (self: OwnerSelfDto) => void;
}

const OwnerSelfContext = createContext<OwnerSelfState | null>(null);
const SELF_INPUT = {};

/**
 * The signed-in owner, rendered by the server and refreshed once in the browser (spec part 1
 * section 4). A 401 or a 404 of that refresh signs the owner out in callEndpoint.
 */
export function OwnerSelfProvider({ initial, children }: { initial: OwnerSelfDto; children: ReactNode }) {
  const client = useQueryClient();
  // Marked as old so the browser asks once on mount.
  const query = useEndpointQuery(endpoints.getOwnerSelf, SELF_INPUT, { initialData: initial, initialDataUpdatedAt: 0 });
  const setSelf = useCallback((self: OwnerSelfDto) => client.setQueryData(endpointKey(endpoints.getOwnerSelf, SELF_INPUT), self), [client]);
  return <OwnerSelfContext.Provider value={{ self: query.data ?? initial, setSelf }}>{children}</OwnerSelfContext.Provider>;
}

export function useOwnerSelf(): OwnerSelfState {
  const value = useContext(OwnerSelfContext);
  if (!value) throw new Error("useOwnerSelf outside OwnerSelfProvider");
  return value;
}
