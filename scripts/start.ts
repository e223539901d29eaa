import { buildIfNeeded } from "./build-if-needed";
import { prepareDatabase } from "./prepare-database";

// `npm start`: migrate, seed once, build when needed, serve (README, first command).
await prepareDatabase({ seed: true });
buildIfNeeded();
const { startServer } = await import("../server");
await startServer({ dev: false });
