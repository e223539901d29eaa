import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserEndpointsModule, type BrowserEndpoint } from "./browser-endpoints";
import { endpoints as light } from "./browser-endpoints.generated";
import { ENDPOINT_FAMILIES, familyTableName, familyTwinFile } from "./endpoint-families";
import { endpoints } from "./endpoints";

type Table = Parameters<typeof browserEndpointsModule>[0];

const family = async (name: string): Promise<Table> => ((await import(`./endpoint-table/${name}.ts`)) as Record<string, Table>)[familyTableName(name as never)]!;
const twin = async (name: string): Promise<Record<string, BrowserEndpoint>> => ((await import(`./${familyTwinFile(name as never).replace(/\.ts$/, "")}`)) as Record<string, Record<string, BrowserEndpoint>>)[familyTableName(name as never)]!;

describe("the endpoint table of production browser bundles", () => {
  it("is the table without schemas, regenerated since the table last changed (npm run generate:endpoints)", () => {
    const written = readFileSync(new URL("./browser-endpoints.generated.ts", import.meta.url), "utf8");
    expect(written).toBe(browserEndpointsModule(endpoints));
  });

  it.each(ENDPOINT_FAMILIES)("has a twin of the %s family, regenerated since the family last changed", async (name) => {
    const written = readFileSync(new URL(`./${familyTwinFile(name)}`, import.meta.url), "utf8");
    expect(written).toBe(browserEndpointsModule(await family(name), familyTableName(name), `lib/contracts/endpoint-table/${name}.ts`));
  });

  it.each(ENDPOINT_FAMILIES)("gives the %s family's twin exactly the family's rows, as the whole table has them", async (name) => {
    const [rows, lightRows] = [await family(name), await twin(name)];
    expect(Object.keys(lightRows).sort()).toEqual(Object.keys(rows).sort());
    for (const row of Object.keys(rows)) expect(lightRows[row], row).toEqual(light[row]);
  });

  it("lists every family of the table, so none is left without a twin", async () => {
    const all = new Set<string>();
    for (const name of ENDPOINT_FAMILIES) for (const row of Object.keys(await family(name))) all.add(row);
    expect([...all].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it("keeps every row's name, method, path and access, and no schema", () => {
    expect(Object.keys(light).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, row] of Object.entries(endpoints)) {
      expect(light[name], name).toMatchObject({ method: row.method, path: row.path, auth: row.auth });
      expect(Object.keys(light[name]!).filter((key) => ["params", "query", "body", "response"].includes(key))).toEqual([]);
    }
  });
});
