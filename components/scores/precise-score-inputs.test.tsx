// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preciseBody, type PreciseInputs } from "@/lib/client/precise-score";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { PreciseScoreInputs } from "./precise-score-inputs";

afterEach(cleanup);

// Issue 17 point 8: a precise grade of 140 said "correct the highlighted fields" and highlighted none.
describe("the precise score's inputs mark the level that is out of range", () => {
  const inputs: PreciseInputs = { K: "140", P: "55,5", L: "" };
  const checked = preciseBody(inputs);
  const invalid = checked.ok ? [] : checked.invalid;

  for (const [locale, messages] of [["en", en], ["ru", ru]] as const) {
    it(`marks K and says the range beside it (${locale})`, () => {
      render(<PreciseScoreInputs idPrefix="p" inputs={inputs} invalid={invalid} labelOf={(level) => level} rangeError={messages.estimator.preciseRange} onChange={() => undefined} />);
      expect(screen.getByLabelText("K").getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByLabelText("K").getAttribute("aria-describedby")).toBe("p-K-error");
      expect(screen.getByRole("alert").textContent).toBe(locale === "en" ? "Enter a number from 0 to 100" : "Введите число от 0 до 100");
      expect(screen.getByLabelText("P").getAttribute("aria-invalid")).toBe("false");
      expect(screen.getAllByRole("alert")).toHaveLength(1);
    });
  }

  it("hands every change back with the other levels kept", () => {
    const onChange = vi.fn();
    render(<PreciseScoreInputs idPrefix="p" inputs={inputs} invalid={[]} labelOf={(level) => level} rangeError="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("L"), { target: { value: "70" } });
    expect(onChange).toHaveBeenCalledWith({ K: "140", P: "55,5", L: "70" });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
