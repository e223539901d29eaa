import { ApiReference } from "@/components/developers/api-reference";
import { openApiDocument } from "@/lib/contracts/openapi";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("developersApi");

/** /developers/api: the OpenAPI document of /api/v1, readable by people. */
export default function DevelopersApiPage() {
  return <ApiReference document={openApiDocument()} />;
}
