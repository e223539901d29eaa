import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { PreviewGroup } from "@/components/questionnaire/preview-model";

/** The profile's answers by step, as the questionnaire's preview lists them. */
export function ProfileAnswers({ groups }: { groups: readonly PreviewGroup[] }) {
  const t = useTranslations("profile");
  const form = useTranslations("questionnaireForm");
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-ink">{t("answers")}</h2>
      <div className="flex flex-col gap-2">
        {groups.filter((g) => g.items.length > 0).map((group) => (
          <details key={group.stepId} className="rounded-xl border border-line">
            <summary className="cursor-pointer select-none px-4 py-2.5 text-sm font-medium text-ink">{group.title}</summary>
            <dl className="divide-y divide-line border-t border-line text-sm">
              {group.items.map((item) => (
                <div key={item.name} className="grid gap-1 px-4 py-2 sm:grid-cols-2">
                  <dt className="text-muted">{item.label}</dt>
                  <dd className="text-ink">{item.answer ?? form("noAnswer")}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </Card>
  );
}
