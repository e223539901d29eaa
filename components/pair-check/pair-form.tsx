"use client";

import { Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { GatedButton } from "@/components/owner/verification-gate";
import { Card } from "@/components/ui/card";
import { ProfileSlot, type SelectableProfile } from "@/components/scenes/profile-picker";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { InteractionFields } from "./interaction-fields";
import { choosePairManager, choosePairSlot, pairManagerVisible, pairReady, type PairSetup } from "./pair-setup";

/** The two slots, the manager (once both are filled) and the interaction, with the run button. */
export function PairForm({ variant, setup, onChange, byId, hasResult, dirty, busy, error, onRun }: {
  variant: "p2p" | "love";
  setup: PairSetup;
  onChange: (next: PairSetup) => void;
  byId: Map<string, SelectableProfile>;
  hasResult: boolean;
  dirty: boolean;
  busy: boolean;
  error: ErrorBody | null;
  onRun: () => void;
}) {
  const t = useTranslations("pairCheck.form");
  const errorText = useErrorText();
  const love = variant === "love";
  const ready = pairReady(setup, (id) => byId.get(id)?.eligible ?? false);
  const slotIds = new Set(setup.actors.filter((s): s is string => s !== null));
  const notInSlots = (p: SelectableProfile) => slotIds.has(p._id);
  const profileOf = (id: string | null) => (id ? byId.get(id) ?? null : null);
  return (
    <Card padding="fluid" className="flex flex-col gap-5" data-testid="pair-form">
      <div className="grid gap-3 sm:grid-cols-2">
        {([0, 1] as const).map((index) => {
          const other = setup.actors[index === 0 ? 1 : 0];
          return (
            <ProfileSlot
              key={index}
              testId={`pair-slot-${index}`}
              person={love}
              label={t(love ? "personSlot" : "specialistSlot", { number: index + 1 })}
              profile={profileOf(setup.actors[index])}
              taken={new Set(other ? [other] : [])}
              onPick={(id) => onChange(choosePairSlot(setup, index, id))}
              onClear={() => onChange(choosePairSlot(setup, index, null))}
            />
          );
        })}
      </div>
      {love ? null : (
        <div className="grid gap-5 sm:grid-cols-2">
          {pairManagerVisible(setup) ? (
            <ProfileSlot
              testId="pair-manager"
              label={t("manager")}
              profile={profileOf(setup.managerId)}
              exclude={notInSlots}
              taken={new Set()}
              onPick={(id) => onChange(choosePairManager(setup, id))}
              onClear={() => onChange(choosePairManager(setup, null))}
            />
          ) : (
            <p className="self-end text-xs text-muted">{t("managerHint")}</p>
          )}
          <InteractionFields idPrefix="pair" legend={t("interaction")} value={setup.interaction} onChange={(interaction) => onChange({ ...setup, interaction })} />
        </div>
      )}
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      {hasResult && dirty ? <Alert tone="info">{t("changed")}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <GatedButton onClick={onRun} disabled={!ready} busy={busy} variant={love ? "love" : "primary"} data-testid="pair-run">
          <Play className="size-4" aria-hidden />
          {hasResult && !dirty ? t("rerun") : t("run")}
        </GatedButton>
        {!ready ? <p className="text-xs text-muted">{t(love ? "needTwoPeople" : "needTwo")}</p> : null}
      </div>
    </Card>
  );
}
