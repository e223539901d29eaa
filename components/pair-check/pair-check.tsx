"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { LiveStatusBadge } from "@/components/live/live-status";
import { useLiveMessage } from "@/components/live/live-provider";
import { useSelectableProfiles } from "@/components/scenes/profile-picker";
import { MissingRecord, missingRecordText } from "@/components/dashboard/missing-record";
import { FullScreenLoader } from "@/components/ui/full-screen-loader";
import { endpointKey, queryErrorBody, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { HistoryDto } from "@/lib/contracts/scenes";
import { loaderProgress } from "@/lib/engine/index";
import { CheckNumber, rememberCheckNumber, rememberedCheckNumber } from "./check-number";
import { LoveResult } from "./love-result";
import { PairForm } from "./pair-form";
import { PairResult } from "./pair-result";
import { NEW_PAIR, pairBody, samePairSetup, setupFromPair, type PairSetup } from "./pair-setup";
import { renderedPairId, type PairArea, type PairView } from "./pair-types";
import { idFromPath, nameLookup } from "./people";
import { endpoints } from "@/lib/contracts/endpoints";

const DONE_PAUSE_MS = 400;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pair check of every owner area: two profiles (and a manager), how they work
 * together, then the 12-month forecast, or on love-mobile the four love scores.
 */
export function PairCheck({ area, variant, initial, history }: { area: PairArea; variant: "p2p" | "love"; initial: PairView | null; history?: HistoryDto }) {
  const t = useTranslations("pairCheck");
  const stages = useTranslations("loader.stages");
  const missingText = useTranslations("pairCheck.notFound");
  const [progress, setProgress] = useState<number | null>(null);
  const [runError, setError] = useState<ErrorBody | null>(null);
  const [runNumber, setRunNumber] = useState<number | null>(null);
  // The pair being saved and run; the address catches up with it when a new pair is created.
  const [runningPair, setRunningPair] = useState<PairView | null>(null);
  const counterRef = useRef(history?.counters.p2p ?? 0);
  const runningRef = useRef(false);
  const client = useQueryClient();
  const create = useEndpointMutation(endpoints.postSceneP2p).send;
  const update = useEndpointMutation(endpoints.patchSceneP2pById).send;
  const startRun = useEndpointMutation(endpoints.putSceneP2pByIdRun).send;

  // The address is the source of truth: a link to ".../p2p" starts a new check, back and
  // forward open the check named in the address. No read while a run is under way: its
  // answer replaces the cached pair when it ends.
  const pathId = idFromPath(usePathname(), "p2p");
  const pairKey = (id: string) => endpointKey(endpoints.getSceneP2pById, { params: { id } });
  const pairQuery = useEndpointQuery(endpoints.getSceneP2pById, { params: { id: pathId ?? "" } }, {
    enabled: pathId !== null && progress === null,
    initialData: initial && pathId === initial._id ? initial : undefined,
    staleTime: 5_000,
  });
  const pathPair = pathId ? (pairQuery.data ?? null) : null;
  const pair = runningPair ?? pathPair;
  const missing = pathId !== null && pairQuery.error?.status === 404;
  const error = runError ?? (missing ? null : queryErrorBody(pairQuery));

  const [setup, setSetup] = useState<PairSetup>(() => (initial ? setupFromPair(initial) : NEW_PAIR));
  // Another pair arrived (the address changed, or a newer state of this one): the form shows it.
  const [shown, setShown] = useState<PairView | null>(initial);
  const [shownPath, setShownPath] = useState(pathId);
  if (progress === null && (shown !== pathPair || shownPath !== pathId) && (pathPair !== null || pathId === null)) {
    if (shownPath !== pathId) {
      setError(null);
      setRunNumber(null);
    }
    setShown(pathPair);
    setShownPath(pathId);
    setSetup(pathPair ? setupFromPair(pathPair) : NEW_PAIR);
  }

  // The number this check got when it was run in this tab (stored in the browser only).
  const pairId = pair?._id ?? null;
  useEffect(() => {
    if (variant === "love" && pairId) setRunNumber((n) => n ?? rememberedCheckNumber(pairId));
  }, [variant, pairId]);

  // Another tab ran this pair: read its newest state.
  useLiveMessage("renderPair", (message) => {
    const id = renderedPairId(message);
    if (id && id === pathPair?._id && !runningRef.current) void client.invalidateQueries({ queryKey: pairKey(id) });
  });

  // The people in the form's slots and the stored pair's, read by id (never the whole list).
  const { byId } = useSelectableProfiles([...setup.actors, setup.managerId, ...(pair?.actors ?? []).map((a) => a?.profileId)]);

  const nameOf = useMemo(() => {
    const members = (pair?.actors ?? []).flatMap((a) => (a ? [{ id: a.profileId, firstName: a.firstName, lastName: a.lastName }] : []));
    const known = [...byId.values()].map((p) => ({ id: p._id, firstName: p.firstName, lastName: p.lastName }));
    return nameLookup([members, known], t("unknownPerson"));
  }, [pair, byId, t]);

  // The pair's own people stand in while the profile list loads (or for a profile no longer listed).
  const lookup = useMemo(() => {
    const map = new Map(byId);
    for (const a of pair?.actors ?? []) {
      if (a && !map.has(a.profileId)) map.set(a.profileId, { _id: a.profileId, firstName: a.firstName, lastName: a.lastName, position: a.position, avatarName: a.avatarName, eligible: a.eligible, shared: false, kind: "profile" });
    }
    return map;
  }, [byId, pair]);

  const stored = pair ? setupFromPair(pair) : null;
  const dirty = stored !== null && !samePairSetup(stored, setup);
  const result = pair?.result ?? null;

  async function run() {
    if (runningRef.current) return;
    runningRef.current = true;
    setError(null);
    setProgress(0);
    const fresh = !pair;
    const number = counterRef.current + 1;
    const fail = (e: ErrorBody) => {
      setError(e);
      setRunningPair(null);
      setProgress(null);
      runningRef.current = false;
    };
    let saved = pair;
    if (!saved) {
      const created = await create({ body: pairBody(setup, variant) });
      if (!created.ok) return fail(created.error);
      saved = created.data;
    } else if (dirty) {
      const updated = await update({ params: { id: saved._id }, body: pairBody(setup) });
      if (!updated.ok) return fail(updated.error);
      saved = updated.data;
    }
    const id = saved._id;
    if (fresh && variant === "love") setRunNumber(number);
    setRunningPair(saved);
    setSetup(setupFromPair(saved));
    client.setQueryData(pairKey(id), saved);
    // The address follows a new pair; the form already shows it.
    setShownPath(id);
    if (fresh) window.history.pushState(null, "", `${area}/p2p/${id}`);
    setProgress(loaderProgress("check", "INIT", Math.floor(Math.random() * 2 ** 31)));
    const ran = await startRun({ params: { id }, body: variant === "love" ? { type: "love" } : {} });
    if (!ran.ok) return fail(ran.error);
    setProgress(100);
    if (fresh && variant === "love") rememberCheckNumber(id, number);
    await pause(DONE_PAUSE_MS);
    client.setQueryData(pairKey(id), ran.data);
    setRunningPair(null);
    setSetup(setupFromPair(ran.data));
    setProgress(null);
    runningRef.current = false;
  }

  if (missing) return <MissingRecord text={missingRecordText(missingText)} href={`${area}/p2p`} />;

  const people: [string, string] = [setup.actors[0] ? nameOf(setup.actors[0]) : "", setup.actors[1] ? nameOf(setup.actors[1]) : ""];
  const resultPeople: [string, string] = pair ? [pair.actors[0] ? nameOf(pair.actors[0].profileId) : "", pair.actors[1] ? nameOf(pair.actors[1].profileId) : ""] : people;
  const love = variant === "love";
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="pair-check">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {love && history ? <CheckNumber history={history} fixed={runNumber} fresh={!pair} counterRef={counterRef} /> : null}
          <h1 className="text-2xl font-semibold text-ink">{love ? t("loveTitle") : t("title")}</h1>
          <p className="mt-1 text-sm text-muted">{love ? t("loveIntro") : t("intro")}</p>
        </div>
        <LiveStatusBadge />
      </header>
      <PairForm
        variant={variant}
        setup={setup}
        onChange={setSetup}
        byId={lookup}
        hasResult={result !== null}
        dirty={dirty}
        busy={progress !== null}
        error={error}
        onRun={() => void run()}
      />
      {result !== null && "months" in result ? <PairResult forecast={result} nameOf={nameOf} names={resultPeople} onRerun={() => void run()} rerunning={progress !== null} /> : null}
      {result !== null && "love" in result ? <LoveResult forecast={result} nameOf={nameOf} people={resultPeople} pairIds={pair?.actors[0] && pair.actors[1] ? [pair.actors[0].profileId, pair.actors[1].profileId] : null} unlocked={pair?.loveUnlocked === true} traits={pair?.loveTraits ?? null} onUnlocked={() => { if (pair) void client.invalidateQueries({ queryKey: pairKey(pair._id) }); }} /> : null}
      {progress !== null ? <FullScreenLoader progress={progress} stage={stages(progress >= 100 ? "results" : progress > 0 ? "forecast" : "init")} /> : null}
    </div>
  );
}
