import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserEndpointsModule } from "./browser-endpoints";
import { endpoints as light } from "./browser-endpoints.generated";
import { passportEndpoints as lightPassport } from "./browser-passport-endpoints.generated";
import { passportEndpoints } from "./endpoint-table/passport";
import { endpoints } from "./endpoints";

describe("the endpoint table of production browser bundles", () => {
  it("is the table without schemas, regenerated since the table last changed (npm run generate:endpoints)", () => {
    const written = readFileSync(new URL("./browser-endpoints.generated.ts", import.meta.url), "utf8");
    expect(written).toBe(browserEndpointsModule(endpoints));
    const passport = readFileSync(new URL("./browser-passport-endpoints.generated.ts", import.meta.url), "utf8");
    expect(passport).toBe(browserEndpointsModule(passportEndpoints, "passportEndpoints", "lib/contracts/endpoint-table/passport.ts"));
  });

  it("gives the passport family's twin exactly the family's rows, as the whole table has them", () => {
    expect(Object.keys(lightPassport).sort()).toEqual(Object.keys(passportEndpoints).sort());
    for (const name of Object.keys(passportEndpoints)) expect(lightPassport[name], name).toEqual(light[name]);
  });

  it("keeps every row's name, method, path and access, and no schema", () => {
    expect(Object.keys(light).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, row] of Object.entries(endpoints)) {
      expect(light[name], name).toMatchObject({ method: row.method, path: row.path, auth: row.auth });
      expect(Object.keys(light[name]!).filter((key) => ["params", "query", "body", "response"].includes(key))).toEqual([]);
    }
  });
});
