import { getTranslations } from "next-intl/server";
import { MissingRecord, missingRecordText } from "@/components/dashboard/missing-record";

/** An unknown id, or another owner's: the record "does not exist" (status 404). */
export default async function NotFound() {
  return <MissingRecord text={missingRecordText(await getTranslations("teamCheck.notFound"))} href="/owner/dashboard/team" />;
}
