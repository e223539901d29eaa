"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { NotInPlan, useLockedByPlan } from "@/components/billing/plan-gates";
import { MissingRecord, missingRecordText } from "@/components/dashboard/missing-record";
import { LiveStatusBadge } from "@/components/live/live-status";
import { useLiveMessage } from "@/components/live/live-provider";
import { idFromPath, nameLookup } from "@/components/pair-check/people";
import { useSelectableProfiles, type SelectableProfile } from "@/components/scenes/profile-picker";
import { FullScreenLoader } from "@/components/ui/full-screen-loader";
import { Spinner } from "@/components/ui/spinner";
import { endpointKey, queryErrorBody, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto } from "@/lib/contracts/scenes";
import type { TeamCheck } from "@/lib/engine/index";
import { CHECK_STAGES, isTeamCheckChange, stageOf } from "./check-run";
import { TeamForm } from "./team-form";
import { TeamResult } from "./team-result";
import { NEW_TEAM, sameTeamSetup, setupFromCheck, teamBody, type TeamSetup } from "./team-setup";
import { useCheckRun } from "./use-check-run";
import { endpoints } from "@/lib/contracts/endpoints";

export type TeamArea = "/owner/dashboard" | "/owner-mobile";

const asError = (code: string): ErrorBody => ({ code: code as ErrorBody["code"], message: code, status: 0, requestId: "" });

/** The quick team check: four slots (and a manager with more than two), a run with its four stages, the result. */
export function TeamCheckView({ area, initial }: { area: TeamArea; initial: SceneDto | null }) {
  const t = useTranslations("teamCheck");
  const stages = useTranslations("loader.stages");
  const missingText = useTranslations("teamCheck.notFound");
  const locked = useLockedByPlan("allowTeams");
  const [check, setCheck] = useState<SceneDto | null>(initial);
  const [setup, setSetup] = useState<TeamSetup>(() => (initial ? setupFromCheck(initial) : NEW_TEAM));
  // The people in the slots, read by id (never the whole list); the check's own stand in for the rest.
  const { byId } = useSelectableProfiles([...setup.slots, setup.managerId]);
  const [result, setResult] = useState<TeamCheck | null>(null);
  const [loadingResult, setLoadingResult] = useState(false);
  const [runError, setError] = useState<ErrorBody | null>(null);
  const [saving, setSaving] = useState(false);
  const checkRef = useRef(check);
  const savingRef = useRef(false);
  useEffect(() => {
    checkRef.current = check;
  });

  const client = useQueryClient();
  const create = useEndpointMutation(endpoints.postSceneSandbox).send;
  const update = useEndpointMutation(endpoints.patchSceneSandbox).send;
  const startRun = useEndpointMutation(endpoints.putSceneSceneByIdRun).send;

  const run = useCheckRun(check?._id ?? null, (r) => setResult(r), (e) => setError(e));
  const { follow, fetchResult, forget, attach, stop } = run;
  const running = run.progress !== null;

  /** Shows a stored check as it is: its result, its run still computing, or its failure. */
  const show = useCallback(
    async (stored: SceneDto) => {
      setCheck(stored);
      setSetup(setupFromCheck(stored));
      const last = stored.lastRun;
      if (!last) {
        setResult(null);
        forget();
      } else if (last.status === "running") follow(stored._id, last.ruid, last.phase);
      else if (last.status === "failed") setError(asError(last.error ?? "scene:error"));
      else {
        setLoadingResult(true);
        await fetchResult(stored._id, last.ruid);
        setLoadingResult(false);
      }
    },
    [fetchResult, follow, forget],
  );

  // The address decides which check is open (a link to ".../team" starts a new one). Its
  // check is read with a query; no read while saving or running (their answers are put
  // into the cache).
  const pathId = idFromPath(usePathname(), "team");
  const sandboxKey = (id: string) => endpointKey(endpoints.getSceneSandbox, { query: { id } });
  const sandbox = useEndpointQuery(endpoints.getSceneSandbox, { query: { id: pathId ?? "" } }, {
    enabled: pathId !== null && !saving && !running,
    initialData: initial && pathId === initial._id ? { check: initial } : undefined,
    staleTime: 5_000,
  });
  const missing = pathId !== null && sandbox.error?.status === 404;
  const error = runError ?? (missing ? null : queryErrorBody(sandbox));
  const pathCheck = pathId ? (sandbox.data?.check ?? null) : null;

  useEffect(() => {
    if (savingRef.current || pathId === (checkRef.current?._id ?? null)) return;
    setError(null);
    setResult(null);
    stop();
    if (!pathId) {
      setCheck(null);
      setSetup(NEW_TEAM);
      forget();
    }
  }, [pathId, stop, forget]);

  // Each check that arrives (the server's render, the address's, a newer state) is shown once.
  const shownRef = useRef<SceneDto | null>(null);
  useEffect(() => {
    if (!pathCheck || pathCheck === shownRef.current || savingRef.current) return;
    shownRef.current = pathCheck;
    void show(pathCheck);
  }, [pathCheck, show]);

  // Changed in another tab: read it again (our own saves announce themselves too; those are skipped).
  useLiveMessage("teamCheck", (message) => {
    const id = checkRef.current?._id;
    if (id && isTeamCheckChange(message, id) && !savingRef.current && !running) void client.invalidateQueries({ queryKey: sandboxKey(id) });
  });

  const lookup = useMemo(() => {
    const map = new Map<string, SelectableProfile>(byId);
    for (const a of check?.actors ?? []) {
      if (!map.has(a.profileId)) map.set(a.profileId, { _id: a.profileId, firstName: a.firstName, lastName: a.lastName, position: a.position, avatarName: a.avatarName, eligible: a.eligible, shared: false, kind: "profile" });
    }
    return map;
  }, [byId, check]);
  const nameOf = useMemo(() => nameLookup([[...lookup.values()].map((p) => ({ id: p._id, firstName: p.firstName, lastName: p.lastName }))], t("unknownPerson")), [lookup, t]);

  const stored = check ? setupFromCheck(check) : null;
  const dirty = stored !== null && !sameTeamSetup(stored, setup);

  async function start() {
    if (savingRef.current || running) return;
    savingRef.current = true;
    setSaving(true);
    setError(null);
    const fresh = !check;
    const done = (e?: ErrorBody) => {
      if (e) setError(e);
      savingRef.current = false;
      setSaving(false);
    };
    let saved = check;
    if (!saved) {
      const created = await create({ body: teamBody(setup) });
      if (!created.ok) return done(created.error);
      saved = created.data;
    } else if (dirty) {
      const updated = await update({ body: { id: saved._id, ...teamBody(setup) } });
      if (!updated.ok) return done(updated.error);
      saved = updated.data;
    }
    setCheck(saved);
    setSetup(setupFromCheck(saved));
    shownRef.current = saved;
    client.setQueryData(sandboxKey(saved._id), { check: saved });
    if (fresh) window.history.pushState(null, "", `${area}/team/${saved._id}`);
    forget();
    follow(saved._id, null);
    const started = await startRun({ params: { id: saved._id }, body: {} });
    if (!started.ok) {
      stop();
      return done(started.error);
    }
    attach(started.data.ruid);
    done();
  }

  if (missing) return <MissingRecord text={missingRecordText(missingText)} href={`${area}/team`} />;

  const stage = run.progress ? stageOf(run.progress.phase) : "init";
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="team-check">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted">{t("intro")}</p>
        </div>
        <LiveStatusBadge />
      </header>
      {locked ? <NotInPlan /> : null}
      <TeamForm setup={setup} onChange={setSetup} byId={lookup} hasResult={result !== null} dirty={dirty} busy={saving || running} error={error} onRun={() => void start()} />
      {loadingResult && !result ? <Spinner label={t("loadingResult")} /> : null}
      {result ? <TeamResult result={result} nameOf={nameOf} byId={lookup} slots={stored?.slots ?? setup.slots} onRerun={() => void start()} rerunning={saving || running} /> : null}
      {run.progress ? (
        <FullScreenLoader progress={run.progress.progress} stage={t("stage", { number: CHECK_STAGES.indexOf(stage) + 1, total: CHECK_STAGES.length, name: stages(stage) })} />
      ) : null}
    </div>
  );
}
