import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazyResolver } from "./use-api-form";

const Login = z.strictObject({ username: z.email("invalid_email"), password: z.string().min(1, "required") });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe("a form's contract imported when first needed", () => {
  it("validates with the schema the loader returns, and loads it once", async () => {
    let loads = 0;
    const loader = async () => {
      loads += 1;
      return Login;
    };
    const resolve = lazyResolver(loader);
    const bad = await resolve({ username: "nope", password: "" }, undefined, options);
    expect(Object.keys(bad.errors)).toEqual(["username", "password"]);
    expect(bad.errors.username?.message).toBe("invalid_email");
    const good = await resolve({ username: "a@b.test", password: "x" }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ username: "a@b.test", password: "x" });
    expect(loads).toBe(1);
  });

  it("takes a schema directly as well", async () => {
    const result = await lazyResolver(Login)({ username: "a@b.test", password: "" }, undefined, options);
    expect(result.errors.password?.message).toBe("required");
  });
});
