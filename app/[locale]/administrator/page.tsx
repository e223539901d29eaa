import { redirect } from "next/navigation";

export default function AdministratorIndex() {
  redirect("/administrator/profiles");
}
