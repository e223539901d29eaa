"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { queryErrorBody, useEndpointQuery } from "@/lib/client/endpoint-query";
import { canTrainWith, isActive, PROGRESS_REFRESH_MS } from "@/lib/client/neuronet";
import { endpoints } from "@/lib/contracts/endpoints";
import { MIN_TRAINING_PROFILES, type NeuronetModelDto } from "@/lib/contracts/neuronet";
import { AdminMessages, AdminPageHeader } from "../admin-page";
import { ModelDialog, type ModelDialogState } from "./model-dialog";
import { ModelList } from "./model-list";
import { ModelPanel } from "./model-panel";

/** /administrator/neuronet: the models, the selected one's training, metrics, publication and predictions. */
export function NeuronetAdmin() {
  const t = useTranslations("admin.neuronet");
  // While any model trains, the list follows it too (status and sizes), at the same pace as its progress.
  const query = useEndpointQuery(endpoints.getAdministratorNeuronetModels, {}, { refetchInterval: (q) => (q.state.data?.items.some((m) => isActive(m.status)) ? PROGRESS_REFRESH_MS : false) });
  const list = query.data ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ModelDialogState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const selected = list?.items.find((m) => m.id === selectedId) ?? list?.items[0] ?? null;

  function saved(model: NeuronetModelDto, created: boolean) {
    setDialog(null);
    setSelectedId(model.id);
    setNotice(created ? t("createdDone", { name: model.name }) : t("savedDone", { name: model.name }));
  }

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t("title")} create={{ label: t("create"), onClick: () => setDialog({ mode: "create" }), disabled: !list }} />
      <p className="max-w-3xl text-sm text-muted">{t("intro")}</p>
      <AdminMessages error={queryErrorBody(query)} notice={notice} />
      {!list && !query.error ? <Spinner /> : null}
      {list ? (
        <>
          <Alert tone={canTrainWith(list.trainableProfiles) ? "info" : "warning"}>
            <span data-testid="trainable-profiles">
              {canTrainWith(list.trainableProfiles)
                ? t("trainable", { count: list.trainableProfiles })
                : t("trainableTooFew", { count: list.trainableProfiles, min: MIN_TRAINING_PROFILES })}
            </span>
          </Alert>
          <ModelList list={list} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
          {selected ? (
            <ModelPanel
              key={selected.id}
              listed={selected}
              trainableProfiles={list.trainableProfiles}
              currentEncoding={list.currentEncoding}
              onEdit={(model) => setDialog({ mode: "edit", model })}
              onDeleted={() => setSelectedId(null)}
            />
          ) : null}
        </>
      ) : null}
      <ModelDialog state={dialog} onClose={() => setDialog(null)} onSaved={saved} />
    </div>
  );
}
