import { getTranslations } from "next-intl/server";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("terms");

export default async function LegalPage() {
  const t = await getTranslations("legal.terms");
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <div className="mt-6 flex flex-col gap-4 text-ink">
        <p>{t("p1")}</p>
        <p>{t("p2")}</p>
        <p>{t("p3")}</p>
      </div>
    </main>
  );
}
