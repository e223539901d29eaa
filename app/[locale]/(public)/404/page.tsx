import { NotFoundBody } from "@/components/public/not-found-body";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("notFound");

export default function NotFoundPage() {
  return <NotFoundBody />;
}
