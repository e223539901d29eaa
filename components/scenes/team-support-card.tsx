"use client";

import { LifeBuoy } from "lucide-react";
import { useTranslations } from "next-intl";
import { moodFromScore, teamSupport, type MemberMood } from "@/lib/engine/index";

/**
 * Who in a team may need support most on a day and why: the member in the lowest mood and
 * their strongest lowering reason (when the day's reasons are known), with what tends to help.
 */
export function TeamSupportCard({ members, nameOf }: { members: readonly MemberMood[]; nameOf: (id: string) => string }) {
  const t = useTranslations("companyAdvice");
  const scene = useTranslations("scene");
  const support = teamSupport(members);
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm" data-testid="team-support" data-actor={support?.actor ?? ""}>
      <p className="flex items-center gap-1.5 font-semibold text-ink">
        <LifeBuoy className="size-4 text-amber-700" aria-hidden />
        {t("teamTitle")}
      </p>
      {support ? (
        <>
          <p className="text-ink">{t("lowest", { actor: nameOf(support.actor), mood: scene(`moods.${moodFromScore(support.condition)}`).toLowerCase() })}</p>
          {support.reasonsKnown ? <p className="text-ink">{t(`reasons.${support.reason ?? "general"}`, { about: support.about ? nameOf(support.about) : "" })}</p> : null}
        </>
      ) : (
        <p className="text-ink">{t("nobody")}</p>
      )}
      <p className="text-xs text-muted">{t("disclaimer")}</p>
    </div>
  );
}
