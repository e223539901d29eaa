"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import type { SelectableProfile } from "@/lib/contracts/scene-responses";
import { truncate } from "@/lib/client/text";
import { PlainButton } from "@/components/ui/plain-button";
import { endpoints } from "@/lib/contracts/endpoints";
import { ProfilePickerList } from "./profile-picker-list";

export type { SelectableProfile };

/** Profiles this tab has seen in a picker or by id, shared by every form through the query cache. */
const KNOWN_KEY = ["selectable-profiles", "known"] as const;
type Known = ReadonlyMap<string, SelectableProfile>;

function useKnownProfiles() {
  const client = useQueryClient();
  const known = useQuery<Known>({ queryKey: KNOWN_KEY, queryFn: () => client.getQueryData<Known>(KNOWN_KEY) ?? new Map(), initialData: () => new Map(), staleTime: Infinity, gcTime: Infinity }).data;
  const remember = useCallback(
    (list: readonly SelectableProfile[]) => client.setQueryData<Known>(KNOWN_KEY, (old) => new Map([...(old ?? []), ...list.map((p) => [p._id, p] as const)])),
    [client],
  );
  return { known, remember };
}

/**
 * The profiles a form shows in its slots (GET /scene/profiles?ids=), by id. Profiles picked
 * in this tab are known at once; others (a stored pair's or team's people) are read by id.
 * A profile no longer selectable is absent: forms fall back to their stored people.
 */
export function useSelectableProfiles(ids: ReadonlyArray<string | null | undefined>): { byId: Map<string, SelectableProfile> } {
  const { known, remember } = useKnownProfiles();
  const missing = [...new Set(ids.filter((id): id is string => Boolean(id) && !known.has(id!)))].sort();
  const fetched = useEndpointQuery(endpoints.getSceneProfiles, { query: { ids: missing.join(",") } }, { enabled: missing.length > 0, placeholderData: keepPreviousData });
  const items = fetched.data?.items;
  useEffect(() => {
    if (items?.length) remember(items);
  }, [items, remember]);
  const byId = useMemo(() => new Map([...known, ...(items ?? []).map((p) => [p._id, p] as const)]), [known, items]);
  return { byId };
}

/** How many filled profiles the owner may choose, up to `atLeast` (one small query, not the list). */
export function useEligibleCount(atLeast: number): number | null {
  const query = useEndpointQuery(endpoints.getSceneProfiles, { query: { eligible: "true", limit: atLeast } });
  return query.data ? query.data.items.length : query.isError ? atLeast : null;
}

/**
 * One slot of a pair, a team check or a team: empty (opens the list) or a person (with a
 * remove button). Choosing a profile already in another slot moves it (the page applies
 * the engine's placeInSlot).
 */
export function ProfileSlot({ label, profile, onPick, onClear, exclude, taken, testId, person = false }: {
  /** Consumers pick people, not specialists (love-mobile). */
  person?: boolean;
  label: string;
  profile: SelectableProfile | null;
  onPick: (id: string) => void;
  onClear: () => void;
  /** Profiles this slot does not offer (e.g. the pair's own two for its manager). */
  exclude?: (profile: SelectableProfile) => boolean;
  /** Ids in other slots (shown as "in use", still choosable: choosing moves them). */
  taken: ReadonlySet<string>;
  testId?: string;
}) {
  const t = useTranslations("picker");
  const common = useTranslations("common");
  const scene = useTranslations("scene");
  const { remember } = useKnownProfiles();
  const [open, setOpen] = useState(false);
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
        {open ? (
          <ProfilePickerList
            selectedId={profile?._id ?? null}
            taken={taken}
            exclude={exclude}
            onPick={(picked) => {
              remember([picked]);
              onPick(picked._id);
              setOpen(false);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
