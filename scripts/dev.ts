import { prepareDatabase } from "./prepare-database";

await prepareDatabase({ seed: true });
const { startServer } = await import("../server");
await startServer({ dev: true });
