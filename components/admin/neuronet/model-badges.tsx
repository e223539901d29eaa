"use client";

import { useTranslations } from "next-intl";
import type { NeuronetModelDto, NeuronetModelStatus } from "@/lib/contracts/neuronet";
import { StatusBadge, type BadgeTone } from "../status-badge";

const STATUS_TONE: Record<NeuronetModelStatus, BadgeTone> = {
  draft: "grey",
  queued: "blue",
  training: "blue",
  trained: "green",
  failed: "red",
  cancelled: "amber",
};

/** Status, where the artifact came from, and "published". */
export function ModelBadges({ model }: { model: Pick<NeuronetModelDto, "status" | "source" | "published"> }) {
  const t = useTranslations("admin.neuronet");
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <StatusBadge tone={STATUS_TONE[model.status]} testId="model-status">{t(`statuses.${model.status}`)}</StatusBadge>
      {model.source ? <StatusBadge tone="grey">{t(`sources.${model.source}`)}</StatusBadge> : null}
      {model.published ? <StatusBadge tone="green" testId="model-published">{t("publishedBadge")}</StatusBadge> : null}
    </span>
  );
}
