import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and while React hydrates it, true from then on (and
 * at once for anything rendered on the client later). A control that only works through
 * a React handler is disabled until then, so a tap before hydration is not swallowed
 * silently: the browser shows it disabled, and a test's click waits until it works.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
