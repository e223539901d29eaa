import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "flame", action: "flame.self.read", area: "flame" }, ({ session }) => ({
  _id: session.account.id,
  email: session.account.email,
  locale: session.account.locale,
}));
