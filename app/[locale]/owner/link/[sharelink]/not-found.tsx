import { SharedLinkGone } from "@/components/profiles/shared-link-gone";

/** A dead share link (revoked, or its profile deleted): answered with status 404. */
export default function SharedLinkNotFound() {
  return <SharedLinkGone />;
}
