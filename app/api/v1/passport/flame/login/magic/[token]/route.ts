import { magicLinkLoginRoute } from "@/lib/server/http/passport-routes";

export const POST = magicLinkLoginRoute("flame");
