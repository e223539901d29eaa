"use client";

import { Pencil, RefreshCw, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { queryErrorBody, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import { lastOpened, rememberLastOpened } from "@/lib/client/admin-last-opened";
import { deletionOutcome } from "@/lib/client/admin-questionnaires";
import { truncate } from "@/lib/client/text";
import type { AdminQuestionnaireDto } from "@/lib/contracts/admin";
import type { ErrorBody } from "@/lib/contracts/errors";
import { EmptyRow, LAST_OPENED_MARK, RowAction, TableFrame, Td, Th } from "./admin-table";
import { QuestionnaireDialog, type QuestionnaireDialogState } from "./questionnaire-dialog";
import { StatusBadge, toneOf } from "./status-badge";
import { useAdminFormat } from "./use-admin-format";
import { AdminMessages, AdminPageHeader } from "./admin-page";
import { endpoints } from "@/lib/contracts/endpoints";

type Pending = { action: "delete" | "recalculate"; questionnaire: AdminQuestionnaireDto };

/** /administrator/questionnaires: every version, add / edit dialog, delete (or retire) and recalculate. */
export function QuestionnairesAdmin() {
  const t = useTranslations("admin.questionnaires");
  const c = useTranslations("admin.common");
  const fmt = useAdminFormat();
  const query = useEndpointQuery(endpoints.getAdministratorQuestionnaire, {});
  const list = query.data ?? null;
  const invalidates = [endpoints.getAdministratorQuestionnaire];
  const deletion = useEndpointMutation(endpoints.deleteAdministratorQuestionnaireById, { invalidates });
  const recalculation = useEndpointMutation(endpoints.postAdministratorQuestionnaireByIdRecalculate, { invalidates });
  const [actionError, setError] = useState<ErrorBody | null>(null);
  const error = actionError ?? queryErrorBody(query);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<QuestionnaireDialogState | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [remembered, setRemembered] = useState<string | null>(null);

  useEffect(() => {
    setRemembered(lastOpened("questionnaires"));
  }, []);

  async function confirm() {
    if (!pending) return;
    setNotice(null);
    const { action, questionnaire } = pending;
    const input = { params: { id: questionnaire._id } };
    if (action === "delete") {
      const result = await deletion.send(input);
      if (result.ok) setNotice(deletionOutcome(result.data) === "deleted" ? t("deletedDone") : t("retiredDone"));
      else setError(result.error);
    } else {
      const result = await recalculation.send(input);
      if (result.ok) setNotice(t("recalculated", { count: result.data.recalculated }));
      else setError(result.error);
    }
    setPending(null);
  }

  function saved(message: string) {
    setDialog(null);
    setError(null);
    setNotice(message);
  }

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t("title")} create={{ label: t("create"), onClick: () => setDialog({ mode: "create" }), disabled: !list }} />
      <AdminMessages error={error} notice={notice} />
      {!list && !error ? <Spinner /> : null}
      {list ? (
        <TableFrame label={t("title")} minWidth={920} testId="questionnaires-table">
          <thead>
            <tr>
              <Th>{t("columns.kind")}</Th>
              <Th className="text-right">{t("columns.version")}</Th>
              <Th>{t("columns.name")}</Th>
              <Th>{t("columns.status")}</Th>
              <Th>{t("columns.source")}</Th>
              <Th className="text-right">{t("columns.profiles")}</Th>
              <Th>{t("columns.updated")}</Th>
              <Th className="text-right" stickyEnd>{c("actions")}</Th>
            </tr>
          </thead>
          <tbody>
            {list.length === 0 ? <EmptyRow colSpan={8}>{t("none")}</EmptyRow> : null}
            {list.map((q) => {
              const last = q._id === remembered;
              const label = `${q.name} (${t(`kinds.${q.kind}`)} v${q.version})`;
              return (
                <tr key={q._id} className={last ? "bg-brand-50" : undefined} data-last-opened={last || undefined}>
                  <Td className={last ? LAST_OPENED_MARK : undefined}>{t(`kinds.${q.kind}`)}</Td>
                  <Td className="text-right tabular-nums">{q.version}</Td>
                  <Td>
                    <Link href={`/administrator/questionnaires/${q._id}`} className="font-medium text-brand-700 hover:underline" title={q.name} onClick={() => rememberLastOpened("questionnaires", q._id)}>
                      {truncate(q.name, 40)}
                    </Link>
                    {last ? <span className="mt-0.5 block text-[11px] font-medium text-brand-700">{t("lastOpened")}</span> : null}
                  </Td>
                  <Td><StatusBadge tone={toneOf(q.status)}>{t(`statuses.${q.status}`)}</StatusBadge></Td>
                  <Td muted title={q.dataSource}>{q.dataSource ? truncate(q.dataSource, 24) : "—"}</Td>
                  <Td className="text-right tabular-nums">{q.profileCount}</Td>
                  <Td className="whitespace-nowrap">{fmt.dateTime(q.updatedAt)}</Td>
                  <Td stickyEnd>
                    <span className="flex justify-end gap-0.5">
                      <RowAction label={t("editAction", { name: label })} onClick={() => setDialog({ mode: "edit", questionnaire: q })}>
                        <Pencil className="size-4" aria-hidden />
                      </RowAction>
                      <RowAction label={t("recalculateAction", { name: label })} onClick={() => setPending({ action: "recalculate", questionnaire: q })}>
                        <RefreshCw className="size-4" aria-hidden />
                      </RowAction>
                      <RowAction label={t("deleteAction", { name: label })} tone="danger" onClick={() => setPending({ action: "delete", questionnaire: q })}>
                        <Trash2 className="size-4" aria-hidden />
                      </RowAction>
                    </span>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      ) : null}
      {list ? <QuestionnaireDialog state={dialog} list={list} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending?.action === "recalculate" ? t("recalculateTitle") : t("deleteTitle")}
        text={
          pending
            ? pending.action === "recalculate"
              ? t("recalculateText", { count: pending.questionnaire.profileCount })
              : pending.questionnaire.profileCount > 0
                ? t("retireText", { count: pending.questionnaire.profileCount })
                : t("deleteText")
            : undefined
        }
        confirmLabel={pending?.action === "recalculate" ? t("recalculate") : pending && pending.questionnaire.profileCount > 0 ? t("retire") : t("delete")}
        tone={pending?.action === "recalculate" ? "primary" : "danger"}
        busy={deletion.pending || recalculation.pending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
