import { FileDown } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { metadataOf } from "@/lib/server/seo/page-metadata";
import { GlossaryList } from "@/components/glossary/glossary-list";
import { ContentArticle } from "@/components/public/content-article";
import { readPublicDocument } from "@/components/public/read-public-document";

export const generateMetadata = metadataOf("guide");

export default async function GuidePage() {
  const t = await getTranslations("guide");
  const guide = await readPublicDocument("guide");
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      {/* A download, not a page: a plain link so the browser saves the PDF. */}
      <a href="/guide/pdf" download className="mt-4 inline-flex items-center gap-2 rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
        <FileDown className="size-4" aria-hidden />
        {t("downloadPdf")}
      </a>
      <nav aria-label={t("contents")} className="mt-6 rounded-2xl border border-line bg-white p-4">
        <ol className="flex flex-col gap-1 text-sm">
          {guide.sections.map((section) => (
            <li key={section.heading}><a href={`#${section.id}`} className="text-brand-700 hover:underline">{section.heading}</a></li>
          ))}
        </ol>
      </nav>
      <ContentArticle document={guide} />
      <div className="mt-6">
        <GlossaryList />
      </div>
    </main>
  );
}
