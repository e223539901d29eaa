import { ServerErrorBody } from "@/components/public/server-error-body";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("serverError");

export default function InternalErrorPage() {
  return <ServerErrorBody />;
}
