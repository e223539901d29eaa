// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import messages from "@/messages/en.json";
import { Pager } from "./pager";

function renderPager(props: { page: number; total: number; pageSize: number; summary?: string }) {
  const onPage = vi.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Pager {...props} onPage={onPage} summary={props.summary ? <span>{props.summary}</span> : undefined} />
    </NextIntlClientProvider>,
  );
  return onPage;
}

afterEach(cleanup);

describe("the one pager of every paged list", () => {
  it("shows page N of M and moves one page back or forward", () => {
    const onPage = renderPager({ page: 2, total: 45, pageSize: 20 });
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeTruthy();
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it("disables previous on the first page and next on the last", () => {
    renderPager({ page: 1, total: 45, pageSize: 20 });
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderPager({ page: 3, total: 45, pageSize: 20 });
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("with one page shows only the summary, or nothing without one", () => {
    renderPager({ page: 1, total: 5, pageSize: 20, summary: "5 in total" });
    expect(screen.getByText("5 in total")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();
    renderPager({ page: 1, total: 0, pageSize: 20 });
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
