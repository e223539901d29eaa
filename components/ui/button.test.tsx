// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("styles its child link with asChild: no button element, the link's own classes kept", () => {
    render(
      <Button asChild size="lg" className="w-full" data-testid="cta">
        <a href="/start" className="underline">Start</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Start" });
    expect(link.getAttribute("data-testid")).toBe("cta");
    expect(link.className.split(" ")).toEqual(expect.arrayContaining(["inline-flex", "h-12", "w-full", "underline"]));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("runs the child's handler, then its own, as Radix's Slot did", () => {
    const calls: string[] = [];
    render(
      <Button asChild onClick={() => calls.push("button")}>
        <a href="#x" onClick={() => calls.push("link")}>Go</a>
      </Button>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Go" }));
    expect(calls).toEqual(["link", "button"]);
  });

  it("joins a caller's layout classes to the variant's and size's, without merging", () => {
    render(<Button size="sm" variant="dangerGhost" className="self-end">Delete</Button>);
    const classes = screen.getByRole("button", { name: "Delete" }).className.split(" ");
    expect(classes).toEqual(expect.arrayContaining(["h-8", "text-red-700", "self-end"]));
  });

  it("is disabled in the server HTML (before hydration) and while busy", () => {
    expect(renderToStaticMarkup(<Button>Send</Button>)).toMatch(/<button[^>]* disabled=""/);
    render(<Button busy>Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });

  it("is enabled once hydrated and keeps a form's submit type by default", () => {
    render(<Button>Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.getAttribute("type")).toBeNull();
  });
});
