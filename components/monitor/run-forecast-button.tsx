"use client";

import { Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PlanErrorAlert } from "@/components/billing/plan-gates";
import { Button } from "@/components/ui/button";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { endpoints } from "@/lib/contracts/endpoints";
import type { ErrorBody } from "@/lib/contracts/errors";

/**
 * Runs a team's forecast from the monitor and waits for it (PUT /scene/scene/{id}/run with
 * `wait`), then reads the monitor again, so the team's card fills in. Refusals (a plan without
 * the simulator, an unconfirmed e-mail, a team without two filled profiles) are said in words.
 */
export function RunForecastButton({ sceneId }: { sceneId: string }) {
  const t = useTranslations("monitor");
  const run = useEndpointMutation(endpoints.putSceneSceneByIdRun, { invalidates: [endpoints.getSceneMonitor] });
  const [error, setError] = useState<ErrorBody | null>(null);
  async function start() {
    setError(null);
    const result = await run.send({ params: { id: sceneId }, body: { wait: true } });
    // A run that fails is shown by the card itself: the monitor, read again, says "failed".
    if (!result.ok) setError(result.error);
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Button size="sm" variant="secondary" busy={run.pending} onClick={start} data-testid="monitor-run">
        <Play className="size-4" aria-hidden />
        {t("run")}
      </Button>
      {error ? <PlanErrorAlert error={error} /> : null}
    </div>
  );
}
