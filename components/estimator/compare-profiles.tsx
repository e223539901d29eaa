"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { BigFiveBars } from "@/components/profiles/big-five-bars";
import { GradeChips } from "@/components/profiles/grade-chips";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import { compareIds } from "@/lib/client/estimator-list";
import { PlainButton } from "@/components/ui/plain-button";
import { endpoints } from "@/lib/contracts/endpoints";

const STORE = "estimator-compare";

/** /estimator/compare-profiles: two assigned profiles side by side, each chosen with the select-profile dialog. */
export function CompareProfiles() {
  const t = useTranslations("estimator");
  const common = useTranslations("common");
  const p = useTranslations("profile");
  const [ids, setIds] = useState<[string | null, string | null]>([null, null]);
  const [choosing, setChoosing] = useState<0 | 1 | null>(null);
  const first = useEndpointQuery(endpoints.getEstimatorProfilesById, { params: { id: ids[0] ?? "" } }, { enabled: ids[0] !== null });
  const second = useEndpointQuery(endpoints.getEstimatorProfilesById, { params: { id: ids[1] ?? "" } }, { enabled: ids[1] !== null });
  const profiles = [ids[0] ? (first.data ?? null) : null, ids[1] ? (second.data ?? null) : null];
  // The choices load when the dialog first opens.
  const options = useEndpointQuery(endpoints.getEstimatorProfiles, { query: { pageSize: 100 } }, { enabled: choosing !== null }).data?.profiles ?? [];

  useEffect(() => setIds(compareIds()), []);
  useEffect(() => {
    try {
      window.localStorage.setItem(STORE, JSON.stringify(ids));
    } catch {
      /* private mode */
    }
  }, [ids]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink">{t("compareTitle")}</h1>
      {!ids[0] && !ids[1] ? <p className="text-sm text-muted">{t("compareEmpty")}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {([0, 1] as const).map((slot) => {
          const profile = profiles[slot];
          return (
            <Card key={slot} className="flex flex-col gap-4" data-testid={`compare-slot-${slot}`}>
              <Button variant="secondary" size="sm" className="self-start" onClick={() => setChoosing(slot)}>{t("compareChoose")}</Button>
              {profile ? (
                <>
                  <div className="flex items-center gap-3">
                    <ProfileAvatar avatarName={profile.avatarName} firstName={profile.firstName} lastName={profile.lastName} size={48} />
                    <div>
                      <p className="font-semibold text-ink">{profile.firstName} {profile.lastName}</p>
                      <p className="text-xs text-muted">{profile.position ?? "—"}</p>
                    </div>
                  </div>
                  <GradeChips grades={profile.grade.K || profile.grade.P || profile.grade.L ? profile.grade : null} />
                  {profile.bigFive ? <BigFiveBars bigFive={profile.bigFive} /> : <p className="text-sm text-muted">{p("notFilled")}</p>}
                  {profile.note ? <p className="rounded-lg bg-slate-50 p-3 text-sm text-ink">{profile.note}</p> : null}
                </>
              ) : null}
            </Card>
          );
        })}
      </div>
      <Dialog open={choosing !== null} onOpenChange={(o) => !o && setChoosing(null)} title={t("compareChoose")} closeLabel={common("close")}>
        <ul className="flex max-h-[50vh] flex-col gap-1 overflow-y-auto" role="listbox" aria-label={t("compareChoose")}>
          {options.map((o) => (
            <li key={o._id}>
              <PlainButton
                type="button"
                role="option"
                aria-selected={ids.includes(o._id)}
                className="flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-slate-50"
                onClick={() => {
                  if (choosing === null) return;
                  const next: [string | null, string | null] = [...ids];
                  next[choosing] = o._id;
                  if (next[0] === next[1]) next[choosing === 0 ? 1 : 0] = null;
                  setIds(next);
                  setChoosing(null);
                }}
              >
                <ProfileAvatar avatarName={o.avatarName} firstName={o.firstName} lastName={o.lastName} size={32} />
                <span className="text-sm text-ink">{o.firstName} {o.lastName}</span>
              </PlainButton>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
