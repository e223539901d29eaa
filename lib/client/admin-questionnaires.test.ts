import { describe, expect, it } from "vitest";
import { CreateQuestionnaire } from "@/lib/contracts/admin";
import { profileQuestionnaireV1 } from "@/lib/questionnaire";
import {
  acceptableFile,
  checkDefinitionText,
  declaredKind,
  definitionIssues,
  deletionOutcome,
  fieldErrorsBesidesDefinition,
  lineAndColumn,
  nextVersion,
} from "./admin-questionnaires";

describe("definition text", () => {
  it("accepts the shipped profile questionnaire, and the contract accepts the body", () => {
    const text = JSON.stringify(profileQuestionnaireV1, null, 2);
    const check = checkDefinitionText(text, "profile");
    expect(check.ok).toBe(true);
    if (check.ok) expect(CreateQuestionnaire.safeParse({ kind: "profile", name: "v2", definition: check.definition }).success).toBe(true);
  });

  it("asks for a definition when the text is blank", () => {
    expect(checkDefinitionText("  \n", "profile")).toEqual({ ok: false, problem: { code: "required" } });
  });

  it("says where the JSON breaks", () => {
    const check = checkDefinitionText('{\n  "kind": "profile",\n  oops\n}', "profile");
    expect(check.ok).toBe(false);
    if (!check.ok && check.problem.code === "invalid_json") {
      expect(check.problem.line).toBe(3);
      expect(check.problem.column).toBeGreaterThan(0);
    } else throw new Error("expected invalid_json");
  });

  it("reports an unfinished document at its end", () => {
    const check = checkDefinitionText('{"kind": "profile"', null);
    expect(check).toMatchObject({ ok: false, problem: { code: "invalid_json" } });
  });

  it("refuses JSON that is not an object", () => {
    for (const text of ["[]", "42", '"text"', "null"]) expect(checkDefinitionText(text, null)).toEqual({ ok: false, problem: { code: "not_object" } });
  });

  it("refuses a definition of another kind than chosen", () => {
    expect(checkDefinitionText('{"kind":"love"}', "profile")).toEqual({ ok: false, problem: { code: "kind_mismatch", kind: "love" } });
    expect(checkDefinitionText('{"kind":"love"}', "love").ok).toBe(true);
  });

  it("reads the kind a definition declares", () => {
    expect(declaredKind({ kind: "couple" })).toBe("couple");
    expect(declaredKind({ kind: "team" })).toBeNull();
    expect(declaredKind([])).toBeNull();
  });

  it("counts lines and columns from 1", () => {
    expect(lineAndColumn("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn("ab", 99)).toEqual({ line: 1, column: 3 });
  });
});

describe("the server's answer", () => {
  it("lists the engine's issues and the outline problem", () => {
    const fields = { "definition.0": "unknown_step:q_age", "definition.1": "duplicate_name:q_sex", definition: "invalid", name: "required" };
    expect(definitionIssues(fields)).toEqual([
      { code: "unknown_step", where: "q_age" },
      { code: "duplicate_name", where: "q_sex" },
      { code: "shape", where: "" },
    ]);
    expect(definitionIssues(undefined)).toEqual([]);
  });

  it("keeps the other field errors for their fields", () => {
    expect(fieldErrorsBesidesDefinition({ "definition.0": "bad_formula:x", name: "max_length:200" })).toEqual({ name: "max_length:200" });
  });

  it("tells a deleted version from a retired one", () => {
    expect(deletionOutcome({ deleted: true, status: "deleted" })).toBe("deleted");
    expect(deletionOutcome({ deleted: false, status: "inactive" })).toBe("retired");
  });
});

describe("versions and files", () => {
  it("a new definition becomes the next version of its kind", () => {
    const list = [{ kind: "profile" as const, version: 1 }, { kind: "profile" as const, version: 3 }, { kind: "love" as const, version: 1 }];
    expect(nextVersion(list, "profile")).toBe(4);
    expect(nextVersion(list, "couple")).toBe(1);
  });

  it("accepts .json files the server can take", () => {
    expect(acceptableFile({ name: "v2.json", type: "", size: 1000 })).toBe("ok");
    expect(acceptableFile({ name: "data", type: "application/json", size: 1000 })).toBe("ok");
    expect(acceptableFile({ name: "v2.txt", type: "text/plain", size: 10 })).toBe("not_json");
    expect(acceptableFile({ name: "big.json", type: "", size: 2 * 1024 * 1024 })).toBe("too_large");
  });
});
