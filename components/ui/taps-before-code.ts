/**
 * Taps on buttons that wait for their part's code (disabled and marked `data-waits-for-code`
 * until it has hydrated, see HydratedButton and hydrateOnUse). A browser sends no click to a
 * disabled button, but Chromium sends its pointer events (checked by the browser tests) and
 * touch events reach it too, so the press is seen here and the button is pressed once it
 * works, as the person meant. Only a tap counts (pressed and released on the same button
 * without moving away, so a scroll that starts on a button is not one), only the latest, and
 * none once the person has pressed anything else or a few seconds have passed.
 */

/** How far a finger may move between press and release for a tap, in CSS pixels. */
const TAP_SLOP_PX = 10;
/** A tap older than this is not pressed: the person has moved on. */
const TAP_KEPT_MS = 5_000;
/** How long a hydrated part may take to enable the button. */
const ENABLE_WAIT_MS = 2_000;

let pressed: { button: HTMLButtonElement; x: number; y: number } | null = null;
let waiting: { button: HTMLButtonElement; at: number } | null = null;

/** A button disabled only until its code runs (HydratedButton marks it), not one disabled for a reason. */
function waitingButtonAt(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest("button") : null;
  return button?.disabled && button.hasAttribute("data-waits-for-code") ? button : null;
}

type Point = { clientX: number; clientY: number };

function onPress(target: EventTarget | null, at: Point | undefined) {
  const button = waitingButtonAt(target);
  pressed = button && at ? { button, x: at.clientX, y: at.clientY } : null;
  // Pressing anything else (or the same button again) replaces the tap that waited.
  waiting = null;
}

function onRelease(target: EventTarget | null, at: Point | undefined) {
  const down = pressed;
  pressed = null;
  if (!down || !at || waitingButtonAt(target) !== down.button) return;
  if (Math.hypot(at.clientX - down.x, at.clientY - down.y) > TAP_SLOP_PX) return;
  waiting = { button: down.button, at: performance.now() };
}

// Pointer events, and touch events for a browser that sends a disabled button no pointer
// events (a touch's events go to the element it started on). A touch sends both in Chromium:
// press, press, release, release, which keeps the same tap.
const onPointerDown = (event: PointerEvent) => onPress(event.target, event);
const onPointerUp = (event: PointerEvent) => onRelease(event.target, event);
const onTouchStart = (event: TouchEvent) => onPress(event.target, event.touches[0]);
const onTouchEnd = (event: TouchEvent) => onRelease(event.target, event.changedTouches[0]);

function onCancel() {
  pressed = null;
}

/** Starts keeping taps on waiting buttons; returns the stop. */
export function keepTapsOnWaitingButtons(): () => void {
  const listeners = [
    ["pointerdown", onPointerDown],
    ["pointerup", onPointerUp],
    ["pointercancel", onCancel],
    ["touchstart", onTouchStart],
    ["touchend", onTouchEnd],
    ["touchcancel", onCancel],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, { capture: true, passive: true });
  return () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, true);
  };
}

/** Presses the tapped button once it is enabled (React enables it a render after hydration). */
export function pressWaitingTap(): void {
  const started = performance.now();
  const attempt = () => {
    const tap = waiting;
    if (!tap || !tap.button.isConnected || performance.now() - tap.at > TAP_KEPT_MS) return;
    if (tap.button.disabled) {
      if (performance.now() - started < ENABLE_WAIT_MS) requestAnimationFrame(attempt);
      return;
    }
    waiting = null;
    tap.button.click();
  };
  requestAnimationFrame(attempt);
}
