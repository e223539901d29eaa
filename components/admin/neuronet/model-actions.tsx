"use client";

import { Ban, Download, Pencil, Play, RotateCcw, Send, Sparkles, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-style";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { modelActions } from "@/lib/client/neuronet";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";
import type { BatchPredictionDto, NeuronetModelDto } from "@/lib/contracts/neuronet";
import { UploadArtifact, type UploadProblem } from "./upload-artifact";
import { useModelMutations } from "./use-model-actions";

type Confirm = "delete" | null;

export interface ActionOutcome {
  notice?: string;
  error?: ErrorBody;
  upload?: UploadProblem;
  batch?: BatchPredictionDto;
  deleted?: boolean;
}

const artifactHref = (id: string) => endpoints.getAdministratorNeuronetModelsByIdArtifact.path.replace("{id}", encodeURIComponent(id));

/** One model's buttons: train / retrain, cancel, publish, upload, download, predict, edit, delete. */
export function ModelActions({ model, trainableProfiles, currentEncoding, onEdit, onOutcome }: { model: NeuronetModelDto; trainableProfiles: number; currentEncoding: string; onEdit: () => void; onOutcome: (outcome: ActionOutcome) => void }) {
  const t = useTranslations("admin.neuronet.actions");
  const m = useModelMutations();
  const allowed = modelActions(model, trainableProfiles, currentEncoding);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [predicting, setPredicting] = useState<"test" | "current" | null>(null);
  const params = { params: { id: model.id } };

  async function run<T>(call: Promise<{ ok: true; data: T } | { ok: false; error: ErrorBody }>, notice: (data: T) => ActionOutcome) {
    const result = await call;
    onOutcome(result.ok ? notice(result.data) : { error: result.error });
    return result.ok;
  }

  async function confirmed() {
    if (confirm === "delete") await run(m.remove.send(params), () => ({ notice: t("deleted", { name: model.name }), deleted: true }));
    setConfirm(null);
  }

  const deleteReason = allowed.deleteBlock ? t(`deleteBlocked.${allowed.deleteBlock}`) : undefined;
  const publishReason = allowed.publishBlock ? t(`publishBlocked.${allowed.publishBlock}`) : undefined;
  return (
    <div className="flex flex-wrap gap-2" data-testid="model-actions">
      {allowed.cancel ? (
        <Button size="sm" variant="secondary" busy={m.cancel.pending} onClick={() => void run(m.cancel.send(params), () => ({ notice: t("cancelled") }))}>
          <Ban className="size-4" aria-hidden />
          {t("cancel")}
        </Button>
      ) : (
        <Button size="sm" disabled={!allowed.train} busy={m.train.pending} title={allowed.trainBlock ? t(`trainBlocked.${allowed.trainBlock}`) : undefined} onClick={() => void run(m.train.send(params), () => ({ notice: t("queued") }))}>
          {allowed.trainLabel === "retrain" ? <RotateCcw className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          {t(allowed.trainLabel)}
        </Button>
      )}
      <Button size="sm" variant="secondary" disabled={!allowed.publish} busy={m.publish.pending} title={publishReason} aria-describedby={publishReason ? `publish-reason-${model.id}` : undefined} onClick={() => void run(m.publish.send(params), () => ({ notice: t("published", { name: model.name }) }))}>
        <Send className="size-4" aria-hidden />
        {t("publish")}
      </Button>
      <Button size="sm" variant="secondary" disabled={!allowed.predict} busy={predicting === "test"} onClick={() => void predict("test")}>
        <Sparkles className="size-4" aria-hidden />
        {t("predictTest")}
      </Button>
      <Button size="sm" variant="secondary" disabled={!allowed.predict} busy={predicting === "current"} onClick={() => void predict("current")}>
        <Sparkles className="size-4" aria-hidden />
        {t("predictCurrent")}
      </Button>
      <UploadArtifact
        disabled={!allowed.upload}
        busy={m.upload.pending}
        onProblem={(problem) => onOutcome({ upload: problem })}
        onBody={(body) => void run(m.upload.send({ ...params, body }), () => ({ notice: t("uploaded") }))}
      />
      {allowed.download ? (
        <a href={artifactHref(model.id)} download className={buttonClasses("secondary", "sm")}>
          <Download className="size-4" aria-hidden />
          {t("download")}
        </a>
      ) : null}
      <Button size="sm" variant="ghost" disabled={!allowed.edit} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
        {t("edit")}
      </Button>
      <Button size="sm" variant="dangerGhost" disabled={allowed.deleteBlock !== null} title={deleteReason} aria-describedby={deleteReason ? `delete-reason-${model.id}` : undefined} onClick={() => setConfirm("delete")}>
        <Trash2 className="size-4" aria-hidden />
        {t("delete")}
      </Button>
      {publishReason ? <span id={`publish-reason-${model.id}`} className="self-center text-xs text-muted" data-testid="publish-blocked">{publishReason}</span> : null}
      {deleteReason ? <span id={`delete-reason-${model.id}`} className="self-center text-xs text-muted">{deleteReason}</span> : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={t("deleteTitle", { name: model.name })}
        text={t("deleteText")}
        confirmLabel={t("delete")}
        tone="danger"
        busy={m.remove.pending}
        onConfirm={() => void confirmed()}
      />
    </div>
  );

  async function predict(scope: "test" | "current") {
    setPredicting(scope);
    await run(m.predictions.send({ ...params, body: { scope } }), (batch) => ({ batch }));
    setPredicting(null);
  }
}
