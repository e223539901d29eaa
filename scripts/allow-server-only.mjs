// `server-only` throws when imported outside Next's server bundler. Scripts and
// server.ts run our server modules directly under Node, where that guard has no
// meaning, so resolve it to an empty module here.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`),
);
