"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { useLiveMessage } from "@/components/live/live-provider";
import { endpointKey, useEndpointQuery } from "@/lib/client/endpoint-query";
import type { OwnerSelfDto } from "@/lib/contracts/owner";
import type { AccessRulesDto } from "@/lib/contracts/scenes";
import { endpoints } from "@/lib/contracts/endpoints";

interface OwnerSelfState {
  self: OwnerSelfDto;
  setSelf: (self: OwnerSelfDto) => void;
}

const OwnerSelfContext = createContext<OwnerSelfState | null>(null);
const SELF_INPUT = {};
const RULES = ["allowTeams", "allowScene", "needVerify", "allowCreateTeams", "allowCompareTeams", "allowMonitor"] as const;

/** The access rules of a `syncAccessRules` live message, when it carries all of them. */
export function accessRulesOf(message: Record<string, unknown>): AccessRulesDto | null {
  const rules = message.accessRules as Record<string, unknown> | null | undefined;
  if (!rules || typeof rules !== "object" || !RULES.every((key) => typeof rules[key] === "boolean")) return null;
  return Object.fromEntries(RULES.map((key) => [key, rules[key]])) as unknown as AccessRulesDto;
}

/**
 * The signed-in owner, rendered by the server and refreshed once in the browser (spec part 1
 * section 4). A 401 or a 404 of that refresh signs the owner out in callEndpoint. A paid,
 * renewed or ended plan reaches open pages as a `syncAccessRules` live message: its rules go
 * into the cache at once (the tools open without a reload) and the subscription is read again.
 * Needs the LiveProvider above it.
 */
export function OwnerSelfProvider({ initial, children }: { initial: OwnerSelfDto; children: ReactNode }) {
  const client = useQueryClient();
  const key = endpointKey(endpoints.getOwnerSelf, SELF_INPUT);
  // Marked as old so the browser asks once on mount.
  const query = useEndpointQuery(endpoints.getOwnerSelf, SELF_INPUT, { initialData: initial, initialDataUpdatedAt: 0 });
  const setSelf = useCallback((self: OwnerSelfDto) => client.setQueryData(endpointKey(endpoints.getOwnerSelf, SELF_INPUT), self), [client]);
  useLiveMessage("syncAccessRules", (message) => {
    const accessRules = accessRulesOf(message);
    if (accessRules) client.setQueryData<OwnerSelfDto>(key, (old) => (old ? { ...old, accessRules } : old));
    void client.invalidateQueries({ queryKey: key });
  });
  return <OwnerSelfContext.Provider value={{ self: query.data ?? initial, setSelf }}>{children}</OwnerSelfContext.Provider>;
}

export function useOwnerSelf(): OwnerSelfState {
  const value = useContext(OwnerSelfContext);
  if (!value) throw new Error("useOwnerSelf outside OwnerSelfProvider");
  return value;
}

/** The owner where a page may be shown without one (a shared link's page). */
export function useOptionalOwnerSelf(): OwnerSelfState | null {
  return useContext(OwnerSelfContext);
}
