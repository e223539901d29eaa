"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { useQueryClient } from "@tanstack/react-query";
import { endpointKey, useEndpointQuery } from "@/lib/client/endpoint-query";
import { isActive, PROGRESS_REFRESH_MS } from "@/lib/client/neuronet";
import { endpoints } from "@/lib/contracts/endpoints";
import type { NeuronetModelDto } from "@/lib/contracts/neuronet";
import { ActionOutcomeMessage } from "./action-outcome";
import { MetricsPanel } from "./metrics-panel";
import { ModelActions, type ActionOutcome } from "./model-actions";
import { ModelBadges } from "./model-badges";
import { NeuronetProfiles } from "./neuronet-profiles";
import { TrainingProgress } from "./training-progress";

/**
 * The selected model: its buttons, training progress (the model is read again every second
 * while queued or training), metrics beside the baseline, and its profiles table.
 */
export function ModelPanel({ listed, trainableProfiles, currentEncoding, onEdit, onDeleted }: { listed: NeuronetModelDto; trainableProfiles: number; currentEncoding: string; onEdit: (model: NeuronetModelDto) => void; onDeleted: () => void }) {
  const t = useTranslations("admin.neuronet");
  const client = useQueryClient();
  const query = useEndpointQuery(
    endpoints.getAdministratorNeuronetModelsById,
    { params: { id: listed.id } },
    { placeholderData: listed, refetchInterval: (q) => (isActive(q.state.data?.status ?? listed.status) ? PROGRESS_REFRESH_MS : false) },
  );
  const model = query.data ?? listed;
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  // When a training ends, the list (status, sizes) and the profiles (splits) change too.
  const wasActive = useRef(isActive(model.status));
  useEffect(() => {
    const active = isActive(model.status);
    if (wasActive.current && !active) {
      // "Training queued" is stale once it ended; the status badge and metrics say how.
      setOutcome(null);
      void client.invalidateQueries({ queryKey: endpointKey(endpoints.getAdministratorNeuronetModels) });
      void client.invalidateQueries({ queryKey: endpointKey(endpoints.getAdministratorNeuronetProfiles) });
    }
    wasActive.current = active;
  }, [model.status, client]);

  return (
    <div className="flex flex-col gap-4" data-testid="model-panel">
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-ink">{model.name}</h2>
          <ModelBadges model={model} />
        </div>
        {model.note ? <p className="whitespace-pre-line text-sm text-muted">{model.note}</p> : null}
        {model.failure && model.status === "failed" ? <p className="text-sm text-red-700">{t(`failures.${model.failure}`)}</p> : null}
        <ModelActions
          model={model}
          trainableProfiles={trainableProfiles}
          currentEncoding={currentEncoding}
          onEdit={() => onEdit(model)}
          onOutcome={(next) => {
            setOutcome(next);
            if (next.deleted) onDeleted();
          }}
        />
        <ActionOutcomeMessage outcome={outcome} />
        {isActive(model.status) ? <TrainingProgress model={model} /> : null}
      </Card>
      <Card>
        <h3 className="mb-3 font-semibold text-ink">{t("metrics.title")}</h3>
        {model.metrics ? <MetricsPanel metrics={model.metrics} encoding={model.encoding} /> : <p className="text-sm text-muted">{t("metrics.none")}</p>}
      </Card>
      {model.hasArtifact ? (
        <Card>
          <NeuronetProfiles modelId={model.id} />
        </Card>
      ) : null}
    </div>
  );
}
