/**
 * Taps on buttons that wait for their part's code (disabled and marked `data-waits-for-code`
 * until it has hydrated, see HydratedButton and hydrateOnUse). Chromium, Firefox and Safari send pointer events to a disabled button but no
 * click, so the press is seen here and the button is pressed once it works, as the person
 * meant. Only a tap counts (pressed and released on the same button without moving away, so a
 * scroll that starts on a button is not one), only the latest, and none once the person has
 * pressed anything else or a few seconds have passed.
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

function onPointerDown(event: PointerEvent) {
  const button = waitingButtonAt(event.target);
  pressed = button ? { button, x: event.clientX, y: event.clientY } : null;
  // Pressing anything else (or the same button again) replaces the tap that waited.
  waiting = null;
}

function onPointerUp(event: PointerEvent) {
  const down = pressed;
  pressed = null;
  if (!down || waitingButtonAt(event.target) !== down.button) return;
  if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > TAP_SLOP_PX) return;
  waiting = { button: down.button, at: performance.now() };
}

function onCancel() {
  pressed = null;
}

/** Starts keeping taps on waiting buttons; returns the stop. */
export function keepTapsOnWaitingButtons(): () => void {
  window.addEventListener("pointerdown", onPointerDown, true);
  window.addEventListener("pointerup", onPointerUp, true);
  window.addEventListener("pointercancel", onCancel, true);
  return () => {
    window.removeEventListener("pointerdown", onPointerDown, true);
    window.removeEventListener("pointerup", onPointerUp, true);
    window.removeEventListener("pointercancel", onCancel, true);
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
