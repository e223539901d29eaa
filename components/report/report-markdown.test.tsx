// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ReportMarkdown } from "./report-markdown";

afterEach(cleanup);

const HOSTILE = [
  "# Anna and Boris",
  "",
  "## Love",
  "",
  "Warm **and** steady.",
  "",
  "- first point",
  "- second point",
  "",
  "1. one",
  "2. two",
  "",
  "<script>alert('x')</script>",
  "",
  '<img src="https://tracker.example/p.png" onerror="alert(1)">',
  "",
  "![pixel](https://tracker.example/pixel.png)",
  "",
  "[click me](javascript:alert(1)) and [data](data:text/html,hi) and [site](https://example.org/page)",
  "",
  '<a href="javascript:alert(2)">raw link</a>',
  "",
  "| a | b |",
  "|---|---|",
  "| 1 | 2 |",
].join("\n");

describe("ReportMarkdown", () => {
  it("renders headings one level below the page's, lists, emphasis and tables", () => {
    const { container } = render(<ReportMarkdown text={HOSTILE} />);
    expect(container.querySelector("h2")?.textContent).toBe("Anna and Boris");
    expect(container.querySelector("h3")?.textContent).toBe("Love");
    expect(container.querySelector("h1")).toBeNull();
    expect([...container.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["first point", "second point"]);
    expect(container.querySelectorAll("ol > li")).toHaveLength(2);
    expect(container.querySelector("strong")?.textContent).toBe("and");
    expect(container.querySelectorAll("td")).toHaveLength(2);
  });

  it("drops raw HTML, scripts, images and javascript: links", () => {
    const { container } = render(<ReportMarkdown text={HOSTILE} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.innerHTML).not.toMatch(/<script|<img|onerror|javascript:|data:text|tracker\.example|alert\(/i);
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://example.org/page"]);
    expect(links[0]?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    // The text of a dropped link stays readable.
    expect(container.textContent).toContain("click me");
  });

  it("renders the same markup on the server", () => {
    const html = renderToStaticMarkup(<ReportMarkdown text={HOSTILE} />);
    expect(html).toContain("<h3");
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
