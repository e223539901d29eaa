import { getTranslations } from "next-intl/server";
import { GlossaryList } from "@/components/glossary/glossary-list";
import { REFERENCE_SIZES } from "@/lib/client/score-reading";

const ITEMS = ["q1", "q2", "q3", "q4"] as const;
/** Anchors other pages link to (the score screens link to the bands answer). */
const ANCHORS: Partial<Record<(typeof ITEMS)[number], string>> = { q4: "bands" };

export default async function FaqPage() {
  const t = await getTranslations("faq");
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <dl className="mt-8 flex flex-col gap-6">
        {ITEMS.map((key) => (
          <div key={key} id={ANCHORS[key]} className="scroll-mt-20 rounded-2xl border border-line bg-white p-6">
            <dt className="font-semibold text-ink">{t(`items.${key}.q`)}</dt>
            <dd className="mt-2 text-sm text-muted">{t(`items.${key}.a`, REFERENCE_SIZES)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <GlossaryList />
      </div>
    </main>
  );
}
