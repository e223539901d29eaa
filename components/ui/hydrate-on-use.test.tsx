// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateOnUse } from "./hydrate-on-use";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    // eslint-disable-next-line no-restricted-syntax -- a bare button: the test watches React take its click
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** The server's HTML (the part rendered with the page), then the browser's hydration of it. */
async function serveAndHydrate(options: Parameters<typeof hydrateOnUse<{ label: string }>>[2] = {}) {
  const load = vi.fn(async () => Counter);
  const OnServer = hydrateOnUse(Counter, load);
  const InBrowser = hydrateOnUse(null, load, options);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<OnServer label="Next" />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <InBrowser label="Next" />);
  });
  const button = () => container.querySelector("button")!;
  const press = () => act(async () => button().dispatchEvent(new MouseEvent("click", { bubbles: true })));
  return { container, load, button, press };
}

describe("hydrateOnUse", () => {
  it("renders the part into the server's HTML, not apart from it", () => {
    const Part = hydrateOnUse(Counter, async () => Counter);
    const html = renderToString(<Part label="Next" />);
    expect(html.replaceAll("<!-- -->", "")).toContain("<!--&--><button type=\"button\">Next 0</button>");
    expect(html).not.toMatch(/<template|hidden/);
  });

  it("loads nothing until the page is used, then hydrates the served HTML", async () => {
    const { load, button, press } = await serveAndHydrate();
    expect(load).not.toHaveBeenCalled();
    const served = button();
    await press();
    // Not hydrated yet: React takes no click.
    expect(button().textContent).toBe("Next 0");
    await act(async () => window.dispatchEvent(new Event("pointermove")));
    expect(load).toHaveBeenCalledTimes(1);
    await press();
    expect(button().textContent).toBe("Next 1");
    // The same element: hydrated in place, not rendered anew.
    expect(button()).toBe(served);
  });

  it("loads at once when asked to", async () => {
    const { load, press, button } = await serveAndHydrate({ now: () => true });
    expect(load).toHaveBeenCalledTimes(1);
    await press();
    expect(button().textContent).toBe("Next 1");
  });

  it("loads at once where the page is rendered in the browser, not hydrated (a client-side navigation)", async () => {
    const load = vi.fn(async () => Counter);
    const Part = hydrateOnUse(null, load);
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Part label="Next" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("Next 0");
  });
});
