import { useTranslations } from "next-intl";
import { GLOSSARY_TERMS } from "./glossary-terms";

/** Every explained term with its explanation, for the FAQ (the same texts as the hints on the forecast screens). */
export function GlossaryList() {
  const t = useTranslations("glossary");
  return (
    <section id="terms" aria-labelledby="terms-title" className="scroll-mt-20 rounded-2xl border border-line bg-white p-6" data-testid="glossary">
      <h2 id="terms-title" className="font-semibold text-ink">{t("title")}</h2>
      <p className="mt-1 text-sm text-muted">{t("lead")}</p>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        {GLOSSARY_TERMS.map((term) => (
          <div key={term}>
            <dt className="font-medium text-ink">{t(`terms.${term}.name`)}</dt>
            <dd className="text-muted">{t(`terms.${term}.text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
