import { redirect } from "next/navigation";

export default function Index() {
  redirect("/owner-mobile/p2p");
}
