import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import type { Mood } from "@/lib/engine/index";
import type { ShowcaseTeam } from "@/lib/contracts/landing-showcase";

const MOOD_COLOURS: Record<Mood, string> = {
  EXCELLENT: "bg-emerald-100 text-emerald-800",
  GOOD: "bg-emerald-50 text-emerald-700",
  ANXIOUS: "bg-amber-50 text-amber-800",
  BAD: "bg-orange-100 text-orange-800",
  DEPRESSED: "bg-rose-100 text-rose-800",
  UNCLEAR: "bg-slate-100 text-slate-700",
};

/** The demo team check: who is in the team with their mood, and the team's three main indicators. */
export function TeamView({ team, nameOf }: { team: ShowcaseTeam; nameOf: (firstName: string) => string }) {
  const t = useTranslations("landing.showcase");
  const indicators = useTranslations("scene.indicators");
  const moods = useTranslations("scene.moods");
  const format = useFormatter();
  const rows = [
    { key: "cohesion", value: team.cohesion },
    { key: "currentPower", value: team.power },
    { key: "atmosphere", value: team.atmosphere },
  ] as const;
  return (
    <div data-testid="showcase-team" className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-2">
        <li className="col-span-2 flex items-center gap-3 rounded-xl border border-line bg-brand-50 px-3 py-2">
          <Initial name={nameOf(team.manager.firstName)} className="bg-brand-600 text-white" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-ink">{nameOf(team.manager.firstName)}</span>
            <span className="block text-xs text-muted">{t("manager")}</span>
          </span>
        </li>
        {team.members.map((member) => (
          <li key={member.firstName} className="flex items-center gap-2 rounded-xl border border-line px-3 py-2">
            <Initial name={nameOf(member.firstName)} className="bg-slate-100 text-ink" />
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-ink">{nameOf(member.firstName)}</span>
              <span className={cn("mt-0.5 inline-block rounded-full px-2 text-xs", MOOD_COLOURS[member.mood])} aria-label={t("moodLabel", { mood: moods(member.mood) })}>
                {moods(member.mood)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2">
        {rows.map(({ key, value }) => (
          // A definition list allows only dt and dd inside each group: the bar is a second dd.
          <div key={key} className="grid grid-cols-[1fr_auto] text-sm">
            <dt className="text-muted">{indicators(key)}</dt>
            <dd className="font-semibold text-ink">{format.number(value, { maximumFractionDigits: 0 })}</dd>
            <dd className="col-span-2 mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
              <div className="h-2 rounded-full bg-brand-500" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Initial({ name, className }: { name: string; className: string }) {
  return (
    <span aria-hidden className={cn("flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold", className)}>
      {name.slice(0, 1)}
    </span>
  );
}
