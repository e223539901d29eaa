import "server-only";
import { ProfileList } from "@/components/profiles/profile-list";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { can } from "@/lib/server/auth/policy";
import type { OwnerAreaBase } from "./profile-pages";

// The profile list of the owner areas, in its own module: a page bundles the client
// components of every module it imports, and the list needs none of the detail's.
export async function ProfileListPage({ base }: { base: OwnerAreaBase }) {
  const session = await requirePageSession("owner", `${base}/login`);
  return <ProfileList base={base} canManage={can(session, "profile.create")} />;
}
