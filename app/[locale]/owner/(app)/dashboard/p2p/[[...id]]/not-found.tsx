import { MissingRecord } from "@/components/dashboard/missing-record";

/** An unknown id, or another owner's: the record "does not exist" (status 404). */
export default function NotFound() {
  return <MissingRecord kind="pair" href="/owner/dashboard/p2p" />;
}
