"use client";

import { Search, UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import type { SelectableProfile } from "@/lib/contracts/scene-responses";
import { truncate } from "@/lib/client/text";
import { cn } from "@/components/ui/cn";
import { PlainButton } from "@/components/ui/plain-button";
import { endpoints } from "@/lib/contracts/endpoints";

export type { SelectableProfile };

/** Profiles for selection (GET /api/v1/scene/profiles), shared through the query cache. */
export function useSelectableProfiles(): { profiles: SelectableProfile[] | null; byId: Map<string, SelectableProfile> } {
  const query = useEndpointQuery(endpoints.getSceneProfiles, {});
  // A failed load leaves the list empty rather than loading for ever.
  const profiles = query.data ?? (query.isError ? [] : null);
  const byId = useMemo(() => new Map((query.data ?? []).map((p) => [p._id, p])), [query.data]);
  return { profiles, byId };
}

/**
 * One slot of a pair, a team check or a team: empty (opens the list) or a person (with a
 * remove button). Choosing a profile already in another slot moves it (the page applies
 * the engine's placeInSlot).
 */
export function ProfileSlot({ label, profile, onPick, onClear, profiles, taken, testId, person = false }: {
  /** Consumers pick people, not specialists (love-mobile). */
  person?: boolean;
  label: string;
  profile: SelectableProfile | null;
  onPick: (id: string) => void;
  onClear: () => void;
  profiles: SelectableProfile[] | null;
  /** Ids in other slots (shown as "in use", still choosable: choosing moves them). */
  taken: ReadonlySet<string>;
  testId?: string;
}) {
  const t = useTranslations("picker");
  const common = useTranslations("common");
  const scene = useTranslations("scene");
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const shown = (profiles ?? []).filter((p) => `${p.firstName} ${p.lastName} ${p.position ?? ""}`.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <div data-testid={testId} className="min-w-0">
      <p className="mb-1 text-xs font-medium uppercase tracking-wide text-muted">{label}</p>
      {profile ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-white p-3">
          <ProfileAvatar avatarName={profile.avatarName} firstName={profile.firstName} lastName={profile.lastName} />
          <PlainButton type="button" className="min-w-0 flex-1 text-left" onClick={() => setOpen(true)} title={`${profile.firstName} ${profile.lastName}`}>
            <span className="block truncate font-medium text-ink">{truncate(`${profile.firstName} ${profile.lastName}`)}</span>
            <span className="block truncate text-xs text-muted">{profile.eligible ? (profile.position ?? "") : scene("notEligible")}</span>
          </PlainButton>
          <PlainButton type="button" className="rounded p-1 text-muted hover:bg-slate-100" aria-label={t("clear", { name: `${profile.firstName} ${profile.lastName}` })} onClick={onClear}>
            <X className="size-4" aria-hidden />
          </PlainButton>
        </div>
      ) : (
        <PlainButton type="button" onClick={() => setOpen(true)} className="flex w-full items-center gap-2 rounded-xl border border-dashed border-line bg-white p-3 text-sm text-muted hover:border-brand-500 hover:text-brand-700">
          <UserPlus className="size-5" aria-hidden />
          {t(person ? "choosePerson" : "choose")}
        </PlainButton>
      )}
      <Dialog open={open} onOpenChange={setOpen} title={t(person ? "titlePerson" : "title")} closeLabel={common("close")}>
        <label className="relative block">
          <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted" aria-hidden />
          <Input className="pl-9" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("search")} aria-label={t("search")} />
        </label>
        <ul className="mt-3 flex max-h-[50vh] flex-col gap-1 overflow-y-auto" role="listbox" aria-label={t("title")}>
          {shown.length === 0 ? <li className="p-3 text-sm text-muted">{t("none")}</li> : null}
          {shown.map((p) => (
            <li key={p._id}>
              <PlainButton
                type="button"
                role="option"
                aria-selected={profile?._id === p._id}
                disabled={!p.eligible}
                onClick={() => {
                  onPick(p._id);
                  setOpen(false);
                }}
                className={cn("flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50", profile?._id === p._id && "bg-brand-50")}
              >
                <ProfileAvatar avatarName={p.avatarName} firstName={p.firstName} lastName={p.lastName} size={32} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink">{p.firstName} {p.lastName}</span>
                  <span className="block truncate text-xs text-muted">{p.eligible ? (p.position ?? "") : scene("notEligible")}</span>
                </span>
                {taken.has(p._id) ? <span className="rounded bg-slate-100 px-1.5 text-[11px] text-muted">{t("inUse")}</span> : null}
              </PlainButton>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
