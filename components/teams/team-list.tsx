"use client";

import { Columns2, Plus, Search, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { GatedButton, useNeedsVerification } from "@/components/owner/verification-gate";
import { NotInPlan, PlanErrorAlert, TeamUse, useLockedByPlan } from "@/components/billing/plan-gates";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilterPanel } from "@/components/ui/filter-panel";
import { Spinner } from "@/components/ui/spinner";
import { Input } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { VirtualRows } from "@/components/ui/virtual-rows";
import { useCursorList, useDebounced } from "@/lib/client/cursor-list";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { SEARCH_DELAY_MS } from "@/lib/client/use-paged-list";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto } from "@/lib/contracts/scenes";
import { TeamListItem } from "./team-list-item";
import { COMPARE_MAX, COMPARE_MIN, canCompare, lastOpenedTeam, pruneSelection, rememberOpenedTeam, toggleSelected } from "./team-list-state";
import { endpoints } from "@/lib/contracts/endpoints";

const CreateTeamDialog = dynamic(() => import("./create-team-dialog").then((m) => m.CreateTeamDialog), { ssr: false });

/** /owner/teams: the owner's teams; create, open, compare (2 to 4), delete the selected or all. */
export function TeamList() {
  const t = useTranslations("teams");
  const router = useRouter();
  const { self } = useOwnerSelf();
  const canManage = self.accessRules.allowScene;
  // An unconfirmed e-mail closes creating and comparing: shown disabled with the reason. Deleting stays open.
  const unverified = useNeedsVerification();
  const showCreate = self.accessRules.allowCreateTeams || unverified;
  // Pages of 50 from the server, searched there by title; more load as the list scrolls.
  const [searchText, setSearchText] = useState("");
  const q = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  const list = useCursorList(endpoints.getSceneScenes, { ...(q ? { q } : {}), limit: 50 });
  const teams = list.items;
  // Owner self carries the team count of the plan's limit ("2 of 4 teams").
  const invalidates = [endpoints.getSceneScenes, endpoints.getOwnerSelf];
  const createLocked = useLockedByPlan("allowCreateTeams");
  const compareLocked = useLockedByPlan("allowCompareTeams");
  const deleteAll = useEndpointMutation(endpoints.deleteSceneSceneAll, { invalidates });
  const deleteSome = useEndpointMutation(endpoints.deleteSceneSceneBulk, { invalidates });
  const comparison = useEndpointMutation(endpoints.postSceneScenesCompare);
  const [actionError, setError] = useState<ErrorBody | null>(null);
  const error = actionError ?? list.error;
  const [picked, setSelected] = useState<string[]>([]);
  // Only teams still listed stay selected (after a deletion, or a change in another tab).
  const selected = teams ? pruneSelection(picked, teams.map((x) => x._id)) : picked;
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<"selected" | "all" | null>(null);
  const [busy, setBusy] = useState<"delete" | "compare" | null>(null);

  useEffect(() => {
    setLastOpened(lastOpenedTeam());
  }, []);

  async function remove() {
    setBusy("delete");
    setError(null);
    const result = confirm === "all" ? await deleteAll.send({}) : await deleteSome.send({ body: { sceneIds: selected } });
    setBusy(null);
    setConfirm(null);
    if (!result.ok) {
      setError(result.error);
      await list.refetch();
    }
  }

  async function compare() {
    setBusy("compare");
    setError(null);
    const result = await comparison.send({ body: { sceneIds: selected } });
    if (!result.ok) {
      setBusy(null);
      return setError(result.error);
    }
    router.push(`/owner/dashboard/compare-teams/${result.data._id}`);
  }

  const opened = (scene: SceneDto) => {
    rememberOpenedTeam(scene._id);
    router.push(`/owner/team/${scene._id}`);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted">{t("intro")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <TeamUse />
          {showCreate ? (
            <GatedButton onClick={() => setCreating(true)} data-testid="create-team">
              <Plus className="size-4" aria-hidden />
              {t("createButton")}
            </GatedButton>
          ) : null}
        </div>
      </div>
      {createLocked ? <NotInPlan /> : null}
      {error ? <PlanErrorAlert error={error} /> : null}
      {!teams && !error ? <Spinner label={t("loading")} /> : null}
      {teams && (teams.length > 0 || q || searchText) ? (
        <FilterPanel className="max-w-sm">
          <label className="relative block">
            <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted" aria-hidden />
            <Input className="pl-9" type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder={t("search")} aria-label={t("search")} data-testid="team-search" />
          </label>
        </FilterPanel>
      ) : null}
      {teams && teams.length === 0 && q ? <p className="text-sm text-muted" data-testid="teams-no-match">{t("noMatch")}</p> : null}
      {teams && teams.length === 0 && !q ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line bg-white p-6" data-testid="teams-empty">
          <p className="font-medium text-ink">{t("emptyTitle")}</p>
          <p className="text-sm text-muted">{t("empty")}</p>
          {showCreate ? <GatedButton variant="secondary" onClick={() => setCreating(true)}>{t("createButton")}</GatedButton> : null}
        </div>
      ) : null}
      {teams && teams.length > 0 ? (
        <>
          <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-white p-3" role="toolbar" aria-label={t("toolbar")}>
            <span className="mr-auto text-sm text-muted" aria-live="polite">{selected.length ? t("selected", { count: selected.length }) : t("selectHint", { min: COMPARE_MIN, max: COMPARE_MAX })}</span>
            {compareLocked ? <NotInPlan compact /> : null}
            <GatedButton size="sm" variant="secondary" disabled={compareLocked || !canCompare(selected) || busy !== null} busy={busy === "compare"} onClick={compare} data-testid="compare-teams">
              <Columns2 className="size-4" aria-hidden />
              {t("compare")}
            </GatedButton>
            {canManage || unverified ? (
              <>
                <Button size="sm" variant="secondary" disabled={!selected.length || busy !== null} onClick={() => setConfirm("selected")} data-testid="delete-selected">
                  <Trash2 className="size-4" aria-hidden />
                  {t("deleteSelected")}
                </Button>
                <Button size="sm" variant="dangerGhost" disabled={busy !== null} onClick={() => setConfirm("all")} data-testid="delete-all">
                  {t("deleteAll")}
                </Button>
              </>
            ) : null}
          </div>
          {selected.length > COMPARE_MAX ? <p className="text-sm text-amber-800">{t("tooMany", { max: COMPARE_MAX })}</p> : null}
          <VirtualRows
            items={teams}
            itemKey={(team) => team._id}
            estimateSize={88}
            gap={8}
            listProps={{ "data-testid": "team-list", "aria-label": t("title") }}
            renderRow={(team, row) => (
              <TeamListItem team={team} row={row} selected={selected.includes(team._id)} lastOpened={team._id === lastOpened} onToggle={() => setSelected((s) => toggleSelected(s, team._id))} />
            )}
          />
          <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onMore={list.loadMore} testId="teams-more" />
        </>
      ) : null}
      {creating ? <CreateTeamDialog onClose={() => setCreating(false)} onCreated={opened} /> : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === "all" ? t("confirmAll.title") : t("confirmSelected.title", { count: selected.length })}
        text={confirm === "all" ? (list.hasMore || q ? t("confirmAll.textUnknown") : t("confirmAll.text", { count: teams?.length ?? 0 })) : t("confirmSelected.text", { count: selected.length })}
        confirmLabel={confirm === "all" ? t("confirmAll.confirm") : t("confirmSelected.confirm")}
        busy={busy === "delete"}
        onConfirm={remove}
      />
    </div>
  );
}
