import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "flame", area: "flame" }, ({ session }) => ({
  _id: session.account.id,
  email: session.account.email,
  locale: session.account.locale,
}));
