// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepTapsOnWaitingButtons, pressWaitingTap } from "./taps-before-code";

let stop: () => void;
let button: HTMLButtonElement;
let clicks: number;

beforeEach(() => {
  document.body.innerHTML = '<p id="text">Step 1</p><button id="next" disabled data-waits-for-code>Next</button>';
  button = document.getElementById("next") as HTMLButtonElement;
  clicks = 0;
  button.addEventListener("click", () => (clicks += 1));
  stop = keepTapsOnWaitingButtons();
});
afterEach(() => stop());

function pointer(type: "pointerdown" | "pointerup", target: Element, x = 10, y = 10) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y }));
}

/** The part hydrates: React enables the button, then the waiting tap is pressed. */
async function hydrate() {
  pressWaitingTap();
  button.disabled = false;
  button.removeAttribute("data-waits-for-code");
  await new Promise((done) => setTimeout(done, 100));
}

describe("taps on buttons waiting for their code", () => {
  it("presses a tap once the button works, and only once", async () => {
    pointer("pointerdown", button);
    pointer("pointerup", button, 14, 12);
    await hydrate();
    expect(clicks).toBe(1);
    pressWaitingTap();
    await new Promise((done) => setTimeout(done, 100));
    expect(clicks).toBe(1);
  });

  it("does not press a swipe that started on the button", async () => {
    pointer("pointerdown", button);
    pointer("pointerup", button, 10, 60);
    await hydrate();
    expect(clicks).toBe(0);
  });

  it("does not press a tap the person followed by pressing something else", async () => {
    pointer("pointerdown", button);
    pointer("pointerup", button);
    pointer("pointerdown", document.getElementById("text")!);
    await hydrate();
    expect(clicks).toBe(0);
  });

  it("does not press a button disabled for a reason of its own", async () => {
    button.removeAttribute("data-waits-for-code");
    pointer("pointerdown", button);
    pointer("pointerup", button);
    await hydrate();
    expect(clicks).toBe(0);
  });

  it("does not press a tap kept too long", async () => {
    const now = vi.spyOn(performance, "now");
    now.mockReturnValue(1_000);
    pointer("pointerdown", button);
    pointer("pointerup", button);
    now.mockReturnValue(7_000);
    await hydrate();
    now.mockRestore();
    expect(clicks).toBe(0);
  });
});

describe("taps by touch", () => {
  beforeEach(() => {
    document.body.innerHTML = '<button id="next" disabled data-waits-for-code>Next</button>';
    button = document.getElementById("next") as HTMLButtonElement;
    clicks = 0;
    button.addEventListener("click", () => (clicks += 1));
  });

  function touch(type: "touchstart" | "touchend", x: number, y: number) {
    const point = { clientX: x, clientY: y, identifier: 1, target: button } as unknown as Touch;
    const event = new Event(type, { bubbles: true }) as TouchEvent;
    Object.defineProperty(event, type === "touchstart" ? "touches" : "changedTouches", { value: [point] });
    if (type === "touchend") Object.defineProperty(event, "touches", { value: [] });
    button.dispatchEvent(event);
  }

  it("presses a touch tap, also when the browser sends pointer events with it", async () => {
    pointer("pointerdown", button);
    touch("touchstart", 10, 10);
    pointer("pointerup", button, 12, 11);
    touch("touchend", 12, 11);
    await hydrate();
    expect(clicks).toBe(1);
  });

  it("does not press a touch that scrolled", async () => {
    touch("touchstart", 10, 10);
    touch("touchend", 10, 200);
    await hydrate();
    expect(clicks).toBe(0);
  });
});
