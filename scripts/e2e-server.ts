import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The server the browser tests talk to: a fresh embedded database with the demo data,
// the production build, on its own port.
process.env.PGLITE_DIR ??= mkdtempSync(join(tmpdir(), "accordo-e2e-"));
process.env.PORT ??= "3210";

const { prepareDatabase } = await import("./prepare-database");
const { buildIfNeeded } = await import("./build-if-needed");
await prepareDatabase({ seed: true });
buildIfNeeded();
const { startServer } = await import("../server");
await startServer({ dev: false });
