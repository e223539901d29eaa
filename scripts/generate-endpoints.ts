// `npm run generate:endpoints`: writes the endpoint tables without schemas that production
// browser bundles use (see lib/contracts/browser-endpoints.ts): the whole table, and each
// family's twin, so a page that calls a few families loads only their rows.
import { writeFileSync } from "node:fs";
import { browserEndpointsModule } from "../lib/contracts/browser-endpoints";
import { ENDPOINT_FAMILIES, familyTableName, familyTwinFile } from "../lib/contracts/endpoint-families";
import { endpoints } from "../lib/contracts/endpoints";

const tables = [{ file: "browser-endpoints.generated.ts", text: browserEndpointsModule(endpoints) }];
for (const family of ENDPOINT_FAMILIES) {
  const name = familyTableName(family);
  const familyModule = (await import(`../lib/contracts/endpoint-table/${family}.ts`)) as Record<string, Parameters<typeof browserEndpointsModule>[0]>;
  tables.push({ file: familyTwinFile(family), text: browserEndpointsModule(familyModule[name]!, name, `lib/contracts/endpoint-table/${family}.ts`) });
}
for (const { file, text } of tables) {
  const target = new URL(`../lib/contracts/${file}`, import.meta.url);
  writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
