"use client";

import { ArrowLeft, ArrowLeftRight, RefreshCw, Undo2, UserPlus } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { LiveStatusBadge } from "@/components/live/live-status";
import { UnverifiedReason, useNeedsVerification } from "@/components/owner/verification-gate";
import { Button } from "@/components/ui/button";
import type { SceneDto } from "@/lib/contracts/scenes";
import { MAX_TEAM_SIZE } from "@/lib/contracts/scene-limits";

/** The team's title and the simulator's main actions (disabled, with the reason, until the e-mail is confirmed). */
export function SceneHeader({ scene, canManage, busy, onHire, onInteraction, onUndo, onRun }: {
  scene: SceneDto;
  canManage: boolean;
  busy: boolean;
  onHire: () => void;
  onInteraction: () => void;
  onUndo: () => void;
  onRun: () => void;
}) {
  const t = useTranslations("simulator.header");
  const unverified = useNeedsVerification();
  const editable = canManage && scene.status === "intact";
  const full = scene.actors.length >= MAX_TEAM_SIZE;
  return (
    <div className="flex flex-col gap-3">
      <Link href="/owner/teams" className="inline-flex w-fit items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold text-ink" data-testid="scene-title">{scene.title}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-muted">
            <span>{t("members", { count: scene.actors.length })}</span>
            <LiveStatusBadge />
          </div>
        </div>
        {canManage ? null : unverified ? (
          <div className="flex flex-col items-end gap-1" data-testid="scene-actions-unverified">
            <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t("actions")}>
              <Button size="sm" disabled aria-describedby="scene-actions-reason"><UserPlus className="size-4" aria-hidden />{t("hire")}</Button>
              <Button size="sm" variant="secondary" disabled aria-describedby="scene-actions-reason"><ArrowLeftRight className="size-4" aria-hidden />{t("interaction")}</Button>
              <Button size="sm" variant="secondary" disabled aria-describedby="scene-actions-reason"><RefreshCw className="size-4" aria-hidden />{t("run")}</Button>
            </div>
            <UnverifiedReason id="scene-actions-reason" />
          </div>
        ) : null}
        {canManage ? (
          <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t("actions")}>
            <Button size="sm" onClick={onHire} disabled={!editable || full || busy} title={full ? t("full", { max: MAX_TEAM_SIZE }) : undefined} data-testid="hire-button">
              <UserPlus className="size-4" aria-hidden />
              {t("hire")}
            </Button>
            <Button size="sm" variant="secondary" onClick={onInteraction} disabled={!editable || busy || scene.actors.length < 2} data-testid="interaction-button">
              <ArrowLeftRight className="size-4" aria-hidden />
              {t("interaction")}
            </Button>
            <Button size="sm" variant="secondary" onClick={onUndo} disabled={!scene.canUndo || busy || scene.status === "broken"} data-testid="undo-button">
              <Undo2 className="size-4" aria-hidden />
              {t("undo")}
            </Button>
            <Button size="sm" variant="secondary" onClick={onRun} disabled={busy || scene.status === "broken"} data-testid="run-button">
              <RefreshCw className="size-4" aria-hidden />
              {t("run")}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
