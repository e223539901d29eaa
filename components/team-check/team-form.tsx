"use client";

import { Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { InteractionFields } from "@/components/pair-check/interaction-fields";
import { ProfileSlot, type SelectableProfile } from "@/components/scenes/profile-picker";
import { Alert } from "@/components/ui/alert";
import { GatedButton } from "@/components/owner/verification-gate";
import { Card } from "@/components/ui/card";
import { PlanErrorAlert } from "@/components/billing/plan-gates";
import type { ErrorBody } from "@/lib/contracts/errors";
import { chooseTeamManager, chooseTeamSlot, teamManagerVisible, teamReady, type TeamSetup } from "./team-setup";

/** Four member slots, the manager (once more than two are filled), the interaction and the run button. */
export function TeamForm({ setup, onChange, byId, hasResult, dirty, busy, error, onRun }: {
  setup: TeamSetup;
  onChange: (next: TeamSetup) => void;
  byId: Map<string, SelectableProfile>;
  hasResult: boolean;
  dirty: boolean;
  busy: boolean;
  error: ErrorBody | null;
  onRun: () => void;
}) {
  const t = useTranslations("teamCheck.form");
  const ready = teamReady(setup, (id) => byId.get(id)?.eligible ?? false);
  const filled = new Set(setup.slots.filter((s): s is string => s !== null));
  const profileOf = (id: string | null) => (id ? byId.get(id) ?? null : null);
  return (
    <Card padding="fluid" className="flex flex-col gap-5" data-testid="team-form">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {setup.slots.map((id, index) => (
          <ProfileSlot
            key={index}
            testId={`team-slot-${index}`}
            label={t("slot", { number: index + 1 })}
            profile={profileOf(id)}
            taken={new Set([...filled].filter((other) => other !== id))}
            onPick={(picked) => onChange(chooseTeamSlot(setup, index, picked))}
            onClear={() => onChange(chooseTeamSlot(setup, index, null))}
          />
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {teamManagerVisible(setup) ? (
          <ProfileSlot
            testId="team-manager"
            label={t("manager")}
            profile={profileOf(setup.managerId)}
            exclude={(p) => filled.has(p._id)}
            taken={new Set()}
            onPick={(picked) => onChange(chooseTeamManager(setup, picked))}
            onClear={() => onChange(chooseTeamManager(setup, null))}
          />
        ) : (
          <p className="self-end text-xs text-muted">{t("managerHint")}</p>
        )}
        <InteractionFields idPrefix="team" legend={t("interaction")} value={setup.interaction} onChange={(interaction) => onChange({ ...setup, interaction })} />
      </div>
      {error ? <PlanErrorAlert error={error} /> : null}
      {hasResult && dirty ? <Alert tone="info">{t("changed")}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <GatedButton onClick={onRun} disabled={!ready} busy={busy} data-testid="team-run">
          <Play className="size-4" aria-hidden />
          {hasResult && !dirty ? t("rerun") : t("run")}
        </GatedButton>
        {!ready ? <p className="text-xs text-muted">{t("needTwo")}</p> : null}
      </div>
    </Card>
  );
}
