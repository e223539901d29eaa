"use client";

import { useEffect, useRef, useState } from "react";
import { useLive, useLiveMessage } from "@/components/live/live-provider";
import type { HistoryDto } from "@/lib/contracts/scenes";
import { historyEntries, historyFromMessage } from "./history-links";

/**
 * The owner's action history and check counters: the server's copy first, then every
 * `syncHistory` message; asks for a fresh copy (SYNC_HISTORY) whenever the channel opens.
 */
export function useOwnerHistory(initial: HistoryDto): HistoryDto {
  const [history, setHistory] = useState<HistoryDto>(() => ({ entries: historyEntries(initial.entries), counters: initial.counters }));
  const { status, send } = useLive();
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  useEffect(() => {
    if (status === "OPEN") sendRef.current({ command: "SYNC_HISTORY" });
  }, [status]);
  useLiveMessage("syncHistory", (message) => {
    const next = historyFromMessage(message);
    if (next) setHistory(next);
  });
  return history;
}
