import { getTranslations } from "next-intl/server";
import { GlossaryList } from "@/components/glossary/glossary-list";
import { readPublicDocument } from "@/components/public/read-public-document";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("faq");

export default async function FaqPage() {
  const t = await getTranslations("faq");
  const faq = await readPublicDocument("faq");
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <dl className="mt-8 flex flex-col gap-6">
        {faq.sections.map((item) => (
          // Anchors other pages link to (the score screens link to #bands).
          <div key={item.heading} id={item.id} className="scroll-mt-20 rounded-2xl border border-line bg-white p-6">
            <dt className="font-semibold text-ink">{item.heading}</dt>
            {item.paragraphs.map((paragraph) => (
              <dd key={paragraph} className="mt-2 text-sm text-muted">{paragraph}</dd>
            ))}
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <GlossaryList />
      </div>
    </main>
  );
}
