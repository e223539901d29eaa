import { prepareDatabase } from "./prepare-database";

await prepareDatabase({ seed: false });
