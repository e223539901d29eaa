import { describe, expect, it } from "vitest";
import { escapeLike } from "./like";

describe("escapeLike", () => {
  it("escapes LIKE's wildcards and its escape character, and nothing else", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
    expect(escapeLike("Анна Smith-Jones (QA)")).toBe("Анна Smith-Jones (QA)");
    expect(escapeLike("")).toBe("");
  });
});
