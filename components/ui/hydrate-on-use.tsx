"use client";

import { Activity, use, useEffect, useSyncExternalStore, type ComponentType } from "react";
import { changedControls } from "./early-input";
import { keepTapsOnWaitingButtons, pressWaitingTap } from "./taps-before-code";

/** Anything that says the person is using the page: a touch, a pointer's move, a key, a focus, a scroll. */
const USE_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

function firstUse(): Promise<void> {
  return new Promise((resolve) => {
    const used = () => {
      for (const event of USE_EVENTS) window.removeEventListener(event, used, true);
      resolve();
    };
    for (const event of USE_EVENTS) window.addEventListener(event, used, { capture: true, passive: true });
  });
}

/** The page was used before its code ran: scrolled, a field focused, something typed or chosen. */
function usedAlready(): boolean {
  const focused = document.activeElement;
  return window.scrollY > 0 || (focused !== null && focused !== document.body && focused !== document.documentElement) || changedControls(document).length > 0;
}

const noSubscription = () => () => {};

export interface HydrateOnUseOptions<P> {
  /** Load at once instead (for what the served HTML cannot show, such as a draft kept in this browser). */
  readonly now?: (props: P) => boolean;
}

/**
 * A part of a page that the server renders with it, whose code the browser loads only once
 * the person starts using the page (a touch, a move of the pointer, a key, a focus, a scroll),
 * or at once when the page was used before its code ran, when `now` says so, or when the part
 * appears after the page has hydrated (a client-side navigation).
 *
 * Until then React keeps the served HTML inside an Activity boundary it has not hydrated:
 * - links, text fields, radio cards, check boxes and selects work natively, and what is typed
 *   or chosen there is handed to the part's handlers once it hydrates (replayEarlyInput, which
 *   the part's form calls);
 * - its buttons stay disabled (Button, as before any hydration); a tap on one is kept and the
 *   button is pressed once the part works (taps-before-code), unless the person pressed
 *   something else meanwhile.
 *
 * An Activity, not a Suspense boundary: the server streams a large Suspense boundary's content
 * apart from the page, hidden until a script shows it, so the HTML alone would not show the form.
 *
 * `server` is the component itself, required on the server only (a `typeof window` branch the
 * browser's bundle drops), so even the first request after a start renders it with the page;
 * `load` imports it in the browser.
 */
export function hydrateOnUse<P extends object>(server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>, options: HydrateOnUseOptions<P> = {}): ComponentType<P> {
  // One promise for every render, so React reads it at once once it has settled (a new
  // promise would suspend the part again). The loading starts on the first use, or sooner.
  let ready: Promise<ComponentType<P>> | null = null;
  let start = () => {};
  const loading = (atOnce: boolean) => {
    ready ??= new Promise<void>((begin) => {
      start = begin;
      void firstUse().then(begin);
    }).then(load);
    if (atOnce) start();
    return ready;
  };

  function Part(props: P) {
    // False while React hydrates the served HTML, true for a part first rendered in the browser.
    const rendersInBrowser = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    const Component = server ?? use(loading(rendersInBrowser || Boolean(options.now?.(props)) || usedAlready()));
    // The part works from here on (its own fields' effects ran first): a tap that waited is pressed.
    useEffect(() => pressWaitingTap(), []);
    return <Component {...props} />;
  }

  function HydratedOnUse(props: P) {
    useEffect(() => keepTapsOnWaitingButtons(), []);
    return (
      <Activity mode="visible">
        <Part {...props} />
      </Activity>
    );
  }
  return HydratedOnUse;
}
