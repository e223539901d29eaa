"use client";

import { useTranslations } from "next-intl";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import type { SelectableProfile } from "@/components/scenes/profile-picker";
import { CompanyContributorList } from "@/components/scenes/company-contributor-list";
import { NormSentence } from "@/components/scenes/score-norm";
import { cn } from "@/components/ui/cn";
import { moodFromScore, type Mood, type TeamCheck } from "@/lib/engine/index";
import { memberOrder } from "./team-result-data";

const MOOD_TONE: Record<Mood, string> = {
  EXCELLENT: "bg-emerald-100 text-emerald-800",
  GOOD: "bg-green-50 text-green-800",
  ANXIOUS: "bg-amber-50 text-amber-800",
  BAD: "bg-orange-100 text-orange-800",
  DEPRESSED: "bg-red-100 text-red-800",
  UNCLEAR: "bg-slate-100 text-muted",
};

const VALUES = ["expertise", "power", "weight", "support", "integration"] as const;

/** Each member after 13 weeks: expertise, power, weight, support, integration, condition and mood. */
export function TeamMembers({ result, nameOf, byId, slots }: { result: TeamCheck; nameOf: (id: string) => string; byId: Map<string, SelectableProfile>; slots: ReadonlyArray<string | null> }) {
  const t = useTranslations("teamCheck.result");
  const scene = useTranslations("scene");
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="team-members">
      {memberOrder(result, slots).map((id) => {
        const actor = result.actors[id]!;
        const profile = byId.get(id);
        const mood = moodFromScore(actor.condition);
        const [firstName, ...rest] = nameOf(id).split(" ");
        return (
          <li key={id} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4" data-testid="team-member">
            <div className="flex items-center gap-3">
              <ProfileAvatar avatarName={profile?.avatarName ?? null} firstName={profile?.firstName ?? firstName ?? ""} lastName={profile?.lastName ?? rest.join(" ")} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{nameOf(id)}</p>
                {profile?.position ? <p className="truncate text-xs text-muted">{profile.position}</p> : null}
              </div>
              <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", MOOD_TONE[mood])}>{scene(`moods.${mood}`)}</span>
            </div>
            <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
              {VALUES.map((key) => (
                <div key={key} className="min-w-0">
                  <dt className="truncate text-[11px] text-muted" title={scene(`help.${key}`)}>{scene(`indicators.${key}`)}</dt>
                  <dd className="font-semibold tabular-nums text-ink">{Math.round(actor[key])}</dd>
                </div>
              ))}
              <div className="min-w-0">
                <dt className="truncate text-[11px] text-muted" title={scene("help.condition")}>{scene("indicators.condition")}</dt>
                <dd className="font-semibold tabular-nums text-ink">{actor.condition === null ? "—" : Math.round(actor.condition)}</dd>
              </div>
            </dl>
            <NormSentence norm={actor.conditionNorm} subject="member" label={scene("indicators.condition")} />
            {actor.contributors.condition.length || actor.contributors.power.length ? (
              <details className="text-sm">
                <summary className="cursor-pointer text-xs text-brand-700">{t("whyMember")}</summary>
                <div className="mt-2 flex flex-col gap-2">
                  {actor.contributors.condition.length ? (
                    <>
                      <p className="text-xs font-medium text-muted">{scene("indicators.condition")}</p>
                      <CompanyContributorList contributors={actor.contributors.condition} nameOf={nameOf} limit={3} />
                    </>
                  ) : null}
                  {actor.contributors.power.length ? (
                    <>
                      <p className="text-xs font-medium text-muted">{scene("indicators.power")}</p>
                      <CompanyContributorList contributors={actor.contributors.power} nameOf={nameOf} limit={3} />
                    </>
                  ) : null}
                </div>
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
