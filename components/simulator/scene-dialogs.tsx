"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto } from "@/lib/contracts/scenes";
import { UNDO_LABELS } from "@/lib/engine/index";
import { ActorEventDialog, type EventAction } from "./actor-event-dialog";
import { HireDialog } from "./hire-dialog";
import { InteractionDialog } from "./interaction-dialog";
import { applyEdit, type ScenePatch } from "./scene-edits";

export type SceneDialog =
  | { kind: "hire" }
  | { kind: "interaction"; actorId: string | null }
  | { kind: "event"; action: EventAction; actorId: string }
  | { kind: "remove"; actorId: string }
  | { kind: "undo" }
  | { kind: "broken" };

/** The simulator's dialogs; each change is committed by the page (PATCH, then a new run). */
export function SceneDialogs({ dialog, scene, defaultDate, span, nameOf, onCommit, onUndo, onFix, onClose }: {
  dialog: SceneDialog;
  scene: SceneDto;
  defaultDate: string;
  span: { from: string; to: string };
  nameOf: (id: string) => string;
  onCommit: (patch: ScenePatch) => Promise<ErrorBody | null>;
  onUndo: () => Promise<ErrorBody | null>;
  onFix: () => Promise<ErrorBody | null>;
  onClose: () => void;
}) {
  const shared = { scene, defaultDate, span, nameOf, onCommit, onClose };
  switch (dialog.kind) {
    case "hire":
      return <HireDialog {...shared} />;
    case "interaction":
      return <InteractionDialog {...shared} firstId={dialog.actorId} />;
    case "event":
      return <ActorEventDialog {...shared} action={dialog.action} actorId={dialog.actorId} />;
    case "remove":
      return <RemoveDialog scene={scene} actorId={dialog.actorId} nameOf={nameOf} onCommit={onCommit} onClose={onClose} />;
    case "undo":
      return <UndoDialog labels={scene.undoLabels} onUndo={onUndo} onClose={onClose} />;
    case "broken":
      return <BrokenDialog onFix={onFix} onClose={onClose} />;
  }
}

function useAction(run: () => Promise<ErrorBody | null>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorBody | null>(null);
  const go = async () => {
    setBusy(true);
    setError(await run());
    setBusy(false);
  };
  return { busy, error, go };
}

function RemoveDialog({ scene, actorId, nameOf, onCommit, onClose }: { scene: SceneDto; actorId: string; nameOf: (id: string) => string; onCommit: (patch: ScenePatch) => Promise<ErrorBody | null>; onClose: () => void }) {
  const t = useTranslations("simulator.dialogs.remove");
  const errorText = useErrorText();
  const action = useAction(async () => {
    const outcome = applyEdit(scene, { kind: "remove", actorId }, new Date().toISOString());
    return outcome.ok && outcome.changed ? onCommit(outcome.patch) : null;
  });
  const name = nameOf(actorId);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title", { name })}
      text={
        <>
          {t("text", { name })}
          {action.error ? <span className="mt-2 block text-red-700" role="alert">{errorText(action.error)}</span> : null}
        </>
      }
      confirmLabel={t("confirm")}
      busy={action.busy}
      onConfirm={action.go}
    />
  );
}

function UndoDialog({ labels, onUndo, onClose }: { labels: readonly string[]; onUndo: () => Promise<ErrorBody | null>; onClose: () => void }) {
  const t = useTranslations("simulator.dialogs.undo");
  const scene = useTranslations("scene.undoLabels");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const action = useAction(onUndo);
  const known = labels.filter((l): l is (typeof UNDO_LABELS)[number] => (UNDO_LABELS as readonly string[]).includes(l));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("title")} description={t("text")} closeLabel={common("close")}>
      <div className="flex flex-col gap-4">
        {known.length ? (
          <ul className="flex flex-col gap-1 text-sm text-ink" data-testid="undo-labels">
            {known.map((l) => (
              <li key={l} className="rounded-lg bg-slate-50 px-3 py-1.5 first-letter:uppercase">{scene(l)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t("unnamed")}</p>
        )}
        {action.error ? <Alert tone="error">{errorText(action.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{common("cancel")}</Button>
          <Button busy={action.busy} onClick={action.go} data-testid="undo-confirm">{t("confirm")}</Button>
        </div>
      </div>
    </Dialog>
  );
}

function BrokenDialog({ onFix, onClose }: { onFix: () => Promise<ErrorBody | null>; onClose: () => void }) {
  const t = useTranslations("simulator.dialogs.broken");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const action = useAction(onFix);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("title")} description={t("text")} closeLabel={common("close")}>
      <div className="flex flex-col gap-4">
        {action.error ? <Alert tone="error">{errorText(action.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t("later")}</Button>
          <Button busy={action.busy} onClick={action.go} data-testid="fix-confirm">{t("confirm")}</Button>
        </div>
      </div>
    </Dialog>
  );
}
