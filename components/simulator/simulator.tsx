"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLive, useLiveMessage } from "@/components/live/live-provider";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FullScreenLoader } from "@/components/ui/full-screen-loader";
import { Spinner } from "@/components/ui/spinner";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto, UpdateScene } from "@/lib/contracts/scenes";
import { SCENE_DAYS, timelineEvents } from "@/lib/engine/index";
import type { ActorAction } from "./actor-card";
import { DEFAULT_SORT, actorRows, type SortKey } from "./actor-rows";
import { actorContributorsOn, teamContributorsOn } from "./day-contributors";
import { readScale, storeScale, tipsFromMessage } from "./display-settings";
import type { SceneDialog } from "./scene-dialogs";
import { toEngineActors } from "./scene-edits";
import { clampDay, dateInWindow, dayToDate, utcToday } from "./scene-days";
import { SceneHeader } from "./scene-header";
import { SceneNotices } from "./scene-notices";
import { SceneTimeline } from "./scene-timeline";
import { SettingsSidebar } from "./settings-sidebar";
import { TeamIndicators } from "./team-indicators";
import { TeamSupportCard } from "@/components/scenes/team-support-card";
import { membersOn } from "./day-contributors";
import { EarlierModelNote } from "@/components/scenes/score-norm";
import { computedByEarlierModel } from "@/lib/client/score-reading";
import { TeamNotFound } from "./team-not-found";
import { TeamSidebar } from "./team-sidebar";
import { useScene } from "./use-scene";
import { useSceneRun } from "./use-scene-run";

// The dialogs load when first opened, keeping the page's first load small.
const SceneDialogs = dynamic(() => import("./scene-dialogs").then((m) => m.SceneDialogs), { ssr: false });

/** The simulator page body: /owner/team/{id}. */
export function Simulator({ sceneId }: { sceneId: string }) {
  const t = useTranslations("simulator");
  const errorText = useErrorText();
  const { load, reload, patch } = useScene(sceneId);
  if (load.state === "loading") return <Spinner label={t("loading")} />;
  if (load.state === "missing") return <TeamNotFound />;
  if (load.state === "failed") {
    return (
      <Alert tone="error">
        <p>{errorText(load.error)}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void reload()}>{t("notices.retry")}</Button>
      </Alert>
    );
  }
  return <SimulatorBody scene={load.scene} reload={reload} patch={patch} />;
}

function SimulatorBody({ scene, reload, patch }: {
  scene: SceneDto;
  reload: () => Promise<SceneDto | null>;
  patch: ReturnType<typeof useScene>["patch"];
}) {
  const t = useTranslations("simulator");
  const phases = useTranslations("scene.phases");
  const { self } = useOwnerSelf();
  const canManage = self.accessRules.allowScene;
  const live = useLive();
  const resumeRef = useRef<(s: SceneDto) => void>(() => undefined);
  const runner = useSceneRun(scene._id, () => void reload().then((s) => s && resumeRef.current(s)));
  useEffect(() => {
    resumeRef.current = runner.resume;
  });
  const { run, result, start } = runner;
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT);
  const [scale, setScale] = useState(() => readScale());
  const [tips, setTips] = useState(true);
  const [dialog, setDialog] = useState<SceneDialog | null>(null);

  const eligible = scene.actors.filter((a) => a.eligible && !a.missing).length;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (scene.status === "broken") setDialog({ kind: "broken" });
    if (scene.lastRun) runner.resume(scene);
    else if (canManage && scene.status === "intact" && eligible >= 2) void start();
  }, [scene, canManage, eligible, runner, start]);

  // Tips: on by default, kept per owner on the server through the live channel.
  useLiveMessage("syncTutorial", (m) => setTips((v) => tipsFromMessage(m) ?? v));
  useLiveMessage("reflectState", (m) => setTips((v) => tipsFromMessage(m) ?? v));
  const { status: liveStatus, send } = live;
  useEffect(() => {
    if (liveStatus === "OPEN") send({ command: "SYNC_TUTORIAL" });
  }, [liveStatus, send]);

  const names = useMemo(() => new Map(scene.actors.map((a) => [a.profileId, `${a.firstName} ${a.lastName}`.trim()])), [scene.actors]);
  const nameOf = useCallback((id: string) => names.get(id) || t("unknownPerson"), [names, t]);
  const today = utcToday();
  const day = result ? clampDay(chosenDay ?? result.todayIndex, result.dayCount) : 0;
  const date = result ? dayToDate(result.startDay, day) : today;
  const span = result ? { from: result.startDay, to: dayToDate(result.startDay, result.dayCount - 1) } : { from: scene.startDay < today ? scene.startDay : today, to: dayToDate(today, SCENE_DAYS - 1) };
  const rows = useMemo(() => actorRows(scene.actors, result, day, date), [scene.actors, result, day, date]);
  const entries = useMemo(() => timelineEvents(toEngineActors(scene.actors), span.from, span.to), [scene.actors, span.from, span.to]);
  const team = result ? teamContributorsOn(result, day) : null;
  const busy = run.status !== "idle";

  async function commit(body: UpdateScene, recompute = true): Promise<ErrorBody | null> {
    const sent = await patch(body);
    if (!sent.ok) return sent.error;
    setDialog(null);
    if (recompute && sent.scene.status === "intact") void start();
    return null;
  }

  async function fix(): Promise<ErrorBody | null> {
    const sent = await patch("fix");
    if (!sent.ok) return sent.error;
    setDialog(null);
    if (canManage && sent.scene.actors.filter((a) => a.eligible).length >= 2) void start();
    return null;
  }

  const onAction = (action: ActorAction, actorId: string) => {
    if (action === "interaction") setDialog({ kind: "interaction", actorId });
    else if (action === "remove") setDialog({ kind: "remove", actorId });
    else setDialog({ kind: "event", action, actorId });
  };

  return (
    <div className="mx-auto flex max-w-[1600px] flex-col gap-4" data-testid="simulator">
      <SceneHeader
        scene={scene}
        canManage={canManage}
        busy={busy}
        onHire={() => setDialog({ kind: "hire" })}
        onInteraction={() => setDialog({ kind: "interaction", actorId: null })}
        onUndo={() => setDialog({ kind: "undo" })}
        onRun={() => void start()}
      />
      <SceneNotices scene={scene} result={result} error={runner.error} canManage={canManage} nameOf={nameOf} onFix={() => setDialog({ kind: "broken" })} onRetry={() => void start()} />
      <div className="grid items-start gap-4 xl:grid-cols-[300px_minmax(0,1fr)] 2xl:grid-cols-[300px_minmax(0,1fr)_280px]">
        <div className="flex min-w-0 flex-col gap-4 xl:col-start-2 xl:row-start-1">
          {result ? (
            <>
              {computedByEarlierModel(result.engineVersion) ? <EarlierModelNote onRerun={canManage ? () => void start() : undefined} rerunning={run.status === "running"} /> : null}
              <SceneTimeline result={result} day={day} onDay={(d) => setChosenDay(clampDay(d, result.dayCount))} entries={entries} nameOf={nameOf} />
              <TeamIndicators result={result} day={day} date={date} contributors={team?.team ?? null} source={team?.source ?? { kind: "none" }} tips={tips} nameOf={nameOf} />
              {computedByEarlierModel(result.engineVersion) ? null : <TeamSupportCard members={membersOn(result, day)} nameOf={nameOf} />}
            </>
          ) : (
            <div className="rounded-2xl border border-dashed border-line bg-white p-6 text-sm text-muted">
              {runner.fetching ? <Spinner label={t("fetching")} /> : <p>{eligible < 2 ? t("needTwo") : canManage ? t("noResult") : t("noResultReadOnly")}</p>}
            </div>
          )}
        </div>
        <aside className="min-w-0 xl:col-start-1 xl:row-span-2 xl:row-start-1" aria-label={t("team.title")}>
          <TeamSidebar
            rows={rows}
            sort={sort}
            onSort={setSort}
            scale={scale}
            onScale={(s) => {
              setScale(s);
              storeScale(s);
            }}
            tips={tips}
            onTips={(on) => {
              setTips(on);
              send({ command: "SYNC_TUTORIAL", tutorial: { tips: on } });
            }}
            canManage={canManage && scene.status === "intact" && !busy}
            contributorsOf={(id) => (result ? actorContributorsOn(result, day, id) : null)}
            readNorms={result !== null && !computedByEarlierModel(result.engineVersion)}
            nameOf={nameOf}
            onAction={onAction}
          />
        </aside>
        <aside className="min-w-0 xl:col-start-2 xl:row-start-2 2xl:col-start-3 2xl:row-start-1" aria-label={t("settings.title")}>
          <SettingsSidebar scene={scene} canManage={canManage && scene.status === "intact"} onSave={(body, recompute) => commit(body, recompute)} />
        </aside>
      </div>
      {dialog ? (
        <SceneDialogs
          dialog={dialog}
          scene={scene}
          defaultDate={dateInWindow(date, span.from, span.to)}
          span={span}
          nameOf={nameOf}
          onCommit={(p) => commit(p)}
          onUndo={() => commit({ undo: true })}
          onFix={fix}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {busy ? <FullScreenLoader progress={run.progress} stage={phases(run.phase)} /> : null}
    </div>
  );
}
