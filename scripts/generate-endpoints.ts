// `npm run generate:endpoints`: writes the endpoint tables without schemas that production
// browser bundles use (see lib/contracts/browser-endpoints.ts): the whole table, and the
// passport family's twin for the sign-in pages.
import { writeFileSync } from "node:fs";
import { browserEndpointsModule } from "../lib/contracts/browser-endpoints";
import { passportEndpoints } from "../lib/contracts/endpoint-table/passport";
import { endpoints } from "../lib/contracts/endpoints";

const tables = [
  { file: "browser-endpoints.generated.ts", text: browserEndpointsModule(endpoints) },
  { file: "browser-passport-endpoints.generated.ts", text: browserEndpointsModule(passportEndpoints, "passportEndpoints", "lib/contracts/endpoint-table/passport.ts") },
];
for (const { file, text } of tables) {
  const target = new URL(`../lib/contracts/${file}`, import.meta.url);
  writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
