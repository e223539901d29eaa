import { useTranslations } from "next-intl";
import { Term } from "@/components/glossary/term";
import type { GradesDto } from "@/lib/contracts/profiles";

const chip = "rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700";

/**
 * The K / P / L grades as small chips; nothing when the profile is not estimated. Each chip
 * explains its letter on tap, focus or hover; inside a link (`explain={false}`) a button may
 * not be nested, so the chip carries the level's name as its title instead.
 */
export function GradeChips({ grades, explain = true }: { grades: GradesDto | null; explain?: boolean }) {
  const t = useTranslations("grades");
  const glossary = useTranslations("glossary.terms");
  if (!grades) return null;
  return (
    <span className="flex gap-1">
      {(["K", "P", "L"] as const).map((key) =>
        grades[key] ? (
          explain ? (
            <Term key={key} name={key} className={chip}>
              {key} {t(grades[key]!)}
            </Term>
          ) : (
            <span key={key} className={chip} title={glossary(`${key}.name`)}>
              {key} {t(grades[key]!)}
            </span>
          )
        ) : null,
      )}
    </span>
  );
}
