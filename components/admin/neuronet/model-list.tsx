"use client";

import { useTranslations } from "next-intl";
import { PlainButton } from "@/components/ui/plain-button";
import type { NeuronetModelList } from "@/lib/contracts/neuronet";
import { EmptyRow, TableFrame, Td, Th } from "../admin-table";
import { useAdminFormat } from "../use-admin-format";
import { ModelBadges } from "./model-badges";

/** Every model; choosing a row opens it below. */
export function ModelList({ list, selectedId, onSelect }: { list: NeuronetModelList; selectedId: string | null; onSelect: (id: string) => void }) {
  const t = useTranslations("admin.neuronet");
  const fmt = useAdminFormat();
  return (
    <TableFrame label={t("models")} minWidth={720} testId="neuronet-models">
      <thead>
        <tr>
          <Th>{t("columns.name")}</Th>
          <Th>{t("columns.status")}</Th>
          <Th className="text-right">{t("columns.trainingSet")}</Th>
          <Th>{t("columns.encoding")}</Th>
          <Th>{t("columns.created")}</Th>
        </tr>
      </thead>
      <tbody>
        {list.items.length === 0 ? <EmptyRow colSpan={5}>{t("none")}</EmptyRow> : null}
        {list.items.map((model) => {
          const selected = model.id === selectedId;
          const outdated = model.encoding !== null && model.encoding !== list.currentEncoding;
          return (
            <tr key={model.id} className={selected ? "bg-brand-50" : undefined} aria-current={selected || undefined}>
              <Td>
                <PlainButton type="button" className="text-left font-medium text-brand-700 hover:underline" aria-pressed={selected} onClick={() => onSelect(model.id)}>
                  {model.name}
                </PlainButton>
              </Td>
              <Td><ModelBadges model={model} /></Td>
              <Td className="text-right tabular-nums">{model.trainingSetSize ?? "—"}</Td>
              <Td muted className="text-xs">
                {model.encoding ?? "—"}
                {outdated ? <span className="block text-amber-700">{t("encodingOutdated")}</span> : null}
              </Td>
              <Td className="whitespace-nowrap">{fmt.dateTime(model.createdAt)}</Td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
