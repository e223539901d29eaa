import { useFormatter, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { AdminQuestionnaireDto } from "@/lib/contracts/admin";
import type { Locale } from "@/lib/questionnaire";
import { questionnaireOutline } from "./questionnaire-outline";
import { RememberOpened } from "./remember-opened";
import { StatusBadge, toneOf } from "./status-badge";

/** One questionnaire version: its labels, steps with their number of questions, and the JSON. */
export function QuestionnaireDetail({ questionnaire, locale }: { questionnaire: AdminQuestionnaireDto & { definition: unknown }; locale: Locale }) {
  const t = useTranslations("admin.questionnaires");
  const format = useFormatter();
  const outline = questionnaireOutline(questionnaire.definition, locale);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const facts: Array<[string, string]> = [
    [t("columns.kind"), t(`kinds.${questionnaire.kind}`)],
    [t("columns.version"), String(questionnaire.version)],
    [t("columns.source"), questionnaire.dataSource || "—"],
    [t("columns.profiles"), String(questionnaire.profileCount)],
    [t("created"), when(questionnaire.createdAt)],
    [t("columns.updated"), when(questionnaire.updatedAt)],
  ];
  if (outline.title) facts.splice(1, 0, [t("definitionTitle"), outline.title]);
  const json = JSON.stringify(questionnaire.definition, null, 2);
  return (
    <>
      <RememberOpened list="questionnaires" id={questionnaire._id} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-2xl font-semibold text-ink">{questionnaire.name}</h1>
        <StatusBadge tone={toneOf(questionnaire.status)} testId="questionnaire-status">{t(`statuses.${questionnaire.status}`)}</StatusBadge>
      </div>
      <div className="grid gap-5 md:grid-cols-[1fr_1.2fr]">
        <Card padding="md">
          <h2 className="mb-3 font-semibold text-ink">{t("details")}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card padding="md">
          <h2 className="mb-3 font-semibold text-ink">{t("steps")}</h2>
          <table className="w-full text-left text-sm" data-testid="questionnaire-steps">
            <thead>
              <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
                <th scope="col" className="py-2 pr-3 font-semibold">#</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("step")}</th>
                <th scope="col" className="py-2 text-right font-semibold">{t("questions")}</th>
              </tr>
            </thead>
            <tbody>
              {outline.steps.map((step, n) => (
                <tr key={step.id} className="border-b border-line last:border-0">
                  <td className="py-2 pr-3 text-muted tabular-nums">{n + 1}</td>
                  <th scope="row" className="py-2 pr-3 font-normal text-ink">
                    {step.title}
                    <code className="ml-2 text-xs text-muted">{step.id}</code>
                  </th>
                  <td className="py-2 text-right tabular-nums">{step.questions}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-line font-medium">
                <td />
                <th scope="row" className="py-2 pr-3 text-left">{t("totalQuestions")}</th>
                <td className="py-2 text-right tabular-nums">{outline.questions}</td>
              </tr>
            </tfoot>
          </table>
          {outline.outsideSteps > 0 ? <p className="mt-2 text-xs text-amber-700">{t("outsideSteps", { count: outline.outsideSteps })}</p> : null}
        </Card>
      </div>
      <details className="rounded-2xl border border-line bg-white" data-testid="questionnaire-json">
        <summary className="cursor-pointer select-none px-5 py-3 font-semibold text-ink">
          {t("showJson")} <span className="text-xs font-normal text-muted">({t("jsonSize", { kb: Math.max(1, Math.round(json.length / 1024)) })})</span>
        </summary>
        <pre className="max-h-[70vh] overflow-auto border-t border-line bg-slate-50 p-4 text-xs leading-relaxed text-ink" tabIndex={0} aria-label={t("definition")}>{json}</pre>
      </details>
    </>
  );
}
