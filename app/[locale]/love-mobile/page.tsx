import { redirect } from "next/navigation";

export default function Index() {
  redirect("/love-mobile/p2p");
}
