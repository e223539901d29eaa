import { buildIfNeeded } from "./build-if-needed";
import { loadCompiledServer } from "./lib/compiled-server";
import { prepareDatabase } from "./prepare-database";

// `npm start` (README, first command): build when needed, migrate, seed once, serve the
// compiled server. The build comes first because in production the demo data's team checks
// run in the compiled engine workers.
buildIfNeeded();
await prepareDatabase({ seed: true });
const { startServer } = await loadCompiledServer();
await startServer({ dev: false });
