// @vitest-environment happy-dom
import { act, useEffect, useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { replayEarlyInput } from "./early-input";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { name: string; born: string; colour: string; pets: string[]; city: string };
const EMPTY: Values = { name: "", born: "", colour: "", pets: [], city: "" };

/** A controlled form like the questionnaire's: text, date, radio group, check boxes, select. */
function Form({ initial = EMPTY, replay = true }: { initial?: Values; replay?: boolean }) {
  const [v, setV] = useState(initial);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (replay && ref.current) replayEarlyInput(ref.current);
  }, [replay]);
  const set = (patch: Partial<Values>) => setV((old) => ({ ...old, ...patch }));
  return (
    <form ref={ref}>
      <input aria-label="name" value={v.name} onChange={(e) => set({ name: e.target.value })} />
      <input aria-label="born" type="date" value={v.born} onChange={(e) => set({ born: e.target.value })} />
      {["red", "blue"].map((c) => (
        <input key={c} aria-label={c} type="radio" name="colour" value={c} checked={v.colour === c} onChange={() => set({ colour: c })} />
      ))}
      {["cat", "dog"].map((p) => (
        <input
          key={p}
          aria-label={p}
          type="checkbox"
          checked={v.pets.includes(p)}
          onChange={(e) => set({ pets: e.target.checked ? [...v.pets, p] : v.pets.filter((x) => x !== p) })}
        />
      ))}
      <select aria-label="city" value={v.city} onChange={(e) => set({ city: e.target.value })}>
        <option value="">-</option>
        <option value="Kazan">Kazan</option>
      </select>
      <output>{JSON.stringify(v)}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** Serves the form as HTML, lets `early` act on it as a person would, then hydrates it. */
function hydrateAfter(early: (q: (label: string) => HTMLInputElement & HTMLSelectElement) => void, props: Parameters<typeof Form>[0] = {}) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form {...props} />);
  document.body.append(container);
  const q = (label: string) => container.querySelector(`[aria-label="${label}"]`) as HTMLInputElement & HTMLSelectElement;
  early(q);
  act(() => {
    root = hydrateRoot(container, <Form {...props} />);
  });
  return { q, state: () => JSON.parse(container.querySelector("output")!.textContent!) as Values };
}

describe("replayEarlyInput", () => {
  it("hands what was typed, chosen and ticked before hydration to the fields' own handlers", () => {
    const { state, q } = hydrateAfter((q) => {
      q("name").value = "Vera";
      q("born").value = "1990-05-17";
      q("blue").checked = true;
      q("dog").checked = true;
      q("city").value = "Kazan";
    });
    expect(state()).toEqual({ name: "Vera", born: "1990-05-17", colour: "blue", pets: ["dog"], city: "Kazan" });
    // A later render keeps them, and the next keystroke still reaches React.
    expect(q("name").value).toBe("Vera");
    act(() => {
      // A keystroke changes the value as the browser does, not through React's setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(q("name"), "Vera K");
      q("name").dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(state().name).toBe("Vera K");
  });

  it("takes back a choice the person undid: another radio, an unticked box", () => {
    const { state } = hydrateAfter(
      (q) => {
        q("red").checked = true;
        q("cat").checked = false;
      },
      { initial: { ...EMPTY, colour: "blue", pets: ["cat", "dog"] } },
    );
    expect(state()).toMatchObject({ colour: "red", pets: ["dog"] });
  });

  it("replays nothing when nothing was touched", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form replay={false} initial={{ ...EMPTY, name: "Ann", colour: "red" }} />);
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Form replay={false} initial={{ ...EMPTY, name: "Ann", colour: "red" }} />);
    });
    expect(replayEarlyInput(container)).toBe(0);
  });

  it("without the replay the typed name is lost: the state never saw it", () => {
    const { state } = hydrateAfter((q) => (q("name").value = "Vera"), { replay: false });
    expect(state().name).toBe("");
  });
});
