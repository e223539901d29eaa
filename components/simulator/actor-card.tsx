"use client";

import { DropdownMenu } from "radix-ui";
import { MoreVertical } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import { CompanyContributorList } from "@/components/scenes/company-contributor-list";
import { NormSentence } from "@/components/scenes/score-norm";
import { cn } from "@/components/ui/cn";
import { formatNumber } from "@/lib/client/numbers";
import { truncate } from "@/lib/client/text";
import { normOf, type ActorContributors } from "@/lib/engine/index";
import { ACTOR_VALUES, type ActorRow } from "./actor-rows";
import { MOOD_BAR, MoodBadge } from "./mood-badge";

export type ActorAction = "interaction" | "fire" | "rehire" | "lead" | "unlead" | "manager" | "unmanager" | "remove";

/** The actions that make sense for a member on the chosen day. */
export function actionsFor(row: ActorRow, canManage: boolean): ActorAction[] {
  if (!canManage || row.missing) return [];
  const out: ActorAction[] = [];
  if (row.active) {
    out.push("interaction", "fire");
    out.push(row.rank === "lead" ? "unlead" : "lead", row.rank === "manager" ? "unmanager" : "manager");
  } else out.push("rehire");
  out.push("remove");
  return out;
}

/** One member on the chosen day: who, the rank, the mood and the six indicators. */
export function ActorCard({ row, tips, canManage, contributors, readNorms = false, nameOf, onAction }: {
  row: ActorRow;
  tips: boolean;
  canManage: boolean;
  contributors: ActorContributors | null;
  /** Read the condition against reference members (only for results of the current engine). */
  readNorms?: boolean;
  nameOf: (id: string) => string;
  onAction: (action: ActorAction, actorId: string) => void;
}) {
  const t = useTranslations("simulator.team");
  const locale = useLocale();
  const scene = useTranslations("scene");
  const name = nameOf(row.id);
  const actions = actionsFor(row, canManage);
  const status = row.missing ? scene("missingProfile") : !row.eligible ? scene("notEligible") : !row.active ? t("notInTeam") : null;
  return (
    <article className={cn("relative overflow-hidden rounded-xl border border-line p-3 pl-4", row.active ? "bg-white" : "bg-slate-50")} aria-label={name} data-testid="actor-card">
      <span className={cn("absolute inset-y-0 left-0 w-1", row.mood ? MOOD_BAR[row.mood] : "bg-slate-200")} aria-hidden />
      <div className="flex items-start gap-3">
        <ProfileAvatar avatarName={row.avatarName} firstName={row.firstName} lastName={row.lastName} size={36} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-ink" title={name}>{truncate(name)}</p>
          <p className="truncate text-xs text-muted">{row.position ? truncate(row.position) : "—"}</p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            {row.rank ? <span className={cn("rounded-full px-2 py-0.5 text-xs", row.rank === "employee" ? "bg-slate-100 text-slate-700" : "bg-brand-100 text-brand-800")}>{t(`ranks.${row.rank}`)}</span> : null}
            {row.mood && row.active ? <MoodBadge mood={row.mood} /> : null}
            {status ? <span className="text-xs text-muted">{status}</span> : null}
          </div>
        </div>
        {actions.length ? (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="rounded-md p-1.5 text-muted hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300" aria-label={t("actionsFor", { name })}>
              <MoreVertical className="size-4" aria-hidden />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={4} className="z-40 min-w-48 rounded-xl border border-line bg-white p-1 text-sm shadow-lg">
                {actions.map((action) => (
                  <DropdownMenu.Item
                    key={action}
                    onSelect={() => onAction(action, row.id)}
                    className={cn("cursor-pointer rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-slate-100", action === "remove" || action === "fire" ? "text-red-700" : "text-ink")}
                  >
                    {t(`actions.${action}`)}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : null}
      </div>
      {row.active && row.eligible && ACTOR_VALUES.some((k) => row.values[k] !== null) ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
          {ACTOR_VALUES.map((key) => (
            <div key={key} className="min-w-0">
              <dt className="text-muted">{scene(`indicators.${key}`)}</dt>
              <dd className="font-semibold text-ink tabular-nums">{row.values[key] === null ? "—" : formatNumber(row.values[key], locale)}</dd>
              {tips ? <dd className="text-[11px] leading-snug text-muted">{scene(`help.${key}`)}</dd> : null}
            </div>
          ))}
        </dl>
      ) : null}
      {readNorms && row.active && row.values.condition !== null ? <NormSentence norm={normOf("condition", row.values.condition)} subject="member" label={scene("indicators.condition")} className="mt-2" /> : null}
      {contributors && row.active && (contributors.condition.length || contributors.power.length) ? (
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer text-brand-700">{t("why")}</summary>
          <p className="mt-2 font-medium text-ink">{scene("indicators.condition")}</p>
          <CompanyContributorList contributors={contributors.condition} nameOf={nameOf} limit={3} className="mt-1 text-xs" />
          <p className="mt-2 font-medium text-ink">{scene("indicators.power")}</p>
          <CompanyContributorList contributors={contributors.power} nameOf={nameOf} limit={3} className="mt-1 text-xs" />
        </details>
      ) : null}
    </article>
  );
}
