import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";

export const GET = route({ action: "flame.self.read", ...endpoints.getPassportFlameSelf, area: "flame" }, ({ session }) => ({
  _id: session.account.id,
  email: session.account.email,
  locale: session.account.locale,
}));
