"use client";

import { useState } from "react";

export type Latest = <T>(run: () => Promise<T>) => Promise<{ current: boolean; value: T }>;

/**
 * `latest(run)` runs a request and says whether it is still the newest one when its
 * answer comes. Lists reload as their filters change, and a quick second change can be
 * answered before the first: the older answer must then not overwrite the newer.
 */
export function latestTracker(): Latest {
  let newest = 0;
  return async (run) => {
    const id = ++newest;
    const value = await run();
    return { current: id === newest, value };
  };
}

/** One tracker for the life of a component. */
export function useLatest(): Latest {
  return useState(latestTracker)[0];
}
