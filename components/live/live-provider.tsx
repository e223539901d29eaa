"use client";

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { browserLiveDeps, LiveClient, type LiveIncoming, type LiveOutgoing, type LiveStatus } from "@/lib/client/live";

interface LiveContextValue {
  status: LiveStatus;
  send: (message: LiveOutgoing) => boolean;
  subscribe: (listener: (message: LiveIncoming) => void) => () => void;
}

const LiveContext = createContext<LiveContextValue | null>(null);

/** One live-channel connection per signed-in owner page; every component below shares it. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const clientRef = useRef<LiveClient | null>(null);
  const [status, setStatus] = useState<LiveStatus>("CLOSED");
  if (clientRef.current === null && typeof window !== "undefined") clientRef.current = new LiveClient(browserLiveDeps());

  useEffect(() => {
    const client = clientRef.current!;
    const off = client.onStatus(setStatus);
    void client.connect();
    return () => {
      off();
      client.close();
    };
  }, []);

  const value: LiveContextValue = {
    status,
    send: (message) => clientRef.current?.send(message) ?? false,
    subscribe: (listener) => clientRef.current?.onMessage(listener) ?? (() => undefined),
  };
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export function useLive(): LiveContextValue {
  const value = useContext(LiveContext);
  if (!value) throw new Error("useLive outside LiveProvider");
  return value;
}

/** Calls `handler` for every live message (of `type`, when given) while mounted. */
export function useLiveMessage(type: string | null, handler: (message: LiveIncoming) => void): void {
  const { subscribe } = useLive();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => subscribe((message) => (type === null || message.type === type) && ref.current(message)), [subscribe, type]);
}
