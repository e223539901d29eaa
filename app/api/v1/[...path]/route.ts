import { AppError } from "@/lib/server/http/app-error";
import { route } from "@/lib/server/http/route";

/**
 * Any /api/v1 path that names no endpoint: the catalogue's JSON 404 (not_found) in the
 * caller's language, rather than the HTML page a browser gets. Real routes always win
 * over this catch-all.
 */
const notFound = route({ auth: "public", action: "api.unknownPath" }, () => {
  throw new AppError("not_found");
});

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
