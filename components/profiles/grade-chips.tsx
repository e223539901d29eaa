import { useTranslations } from "next-intl";
import type { GradesDto } from "@/lib/contracts/profiles";

/** The K / P / L grades as small chips; nothing when the profile is not estimated. */
export function GradeChips({ grades }: { grades: GradesDto | null }) {
  const t = useTranslations("grades");
  if (!grades) return null;
  return (
    <span className="flex gap-1">
      {(["K", "P", "L"] as const).map((key) =>
        grades[key] ? (
          <span key={key} className="rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700">
            {key} {t(grades[key]!)}
          </span>
        ) : null,
      )}
    </span>
  );
}
