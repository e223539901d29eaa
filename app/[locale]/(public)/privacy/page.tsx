import { getTranslations } from "next-intl/server";
import { ContentArticle } from "@/components/public/content-article";
import { readPublicDocument } from "@/components/public/read-public-document";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("privacy");

export default async function LegalPage() {
  const t = await getTranslations("legal.privacy");
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <ContentArticle document={await readPublicDocument("privacy")} />
    </main>
  );
}
