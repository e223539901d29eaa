// `npm run generate:endpoints`: writes lib/contracts/browser-endpoints.generated.ts, the
// endpoint table without schemas that production browser bundles use (see browser-endpoints.ts).
import { writeFileSync } from "node:fs";
import { browserEndpointsModule } from "../lib/contracts/browser-endpoints";
import { endpoints } from "../lib/contracts/endpoints";

const target = new URL("../lib/contracts/browser-endpoints.generated.ts", import.meta.url);
writeFileSync(target, browserEndpointsModule(endpoints));
console.log(`wrote ${target.pathname} (${Object.keys(endpoints).length} rows)`);
