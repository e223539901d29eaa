"use client";

import { Mail, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { queryErrorBody, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import { truncate } from "@/lib/client/text";
import type { AdminEstimatorItemDto } from "@/lib/contracts/admin";
import type { ErrorBody } from "@/lib/contracts/errors";
import { EmptyRow, RowAction, TableFrame, Td, Th } from "./admin-table";
import { EstimatorDialog, type EstimatorDialogState } from "./estimator-dialog";
import { StatusBadge, toneOf } from "./status-badge";
import { useAdminFormat } from "./use-admin-format";
import { AdminMessages, AdminPageHeader } from "./admin-page";
import { PlainButton } from "@/components/ui/plain-button";
import { endpoints } from "@/lib/contracts/endpoints";

/** /administrator/estimators: the estimators, create and edit dialog, sign-in links. */
export function EstimatorsAdmin() {
  const t = useTranslations("admin.estimators");
  const c = useTranslations("admin.common");
  const fmt = useAdminFormat();
  const query = useEndpointQuery(endpoints.getAdministratorEstimators, {});
  const list = query.data ?? null;
  const loginLink = useEndpointMutation(endpoints.postAdministratorByTargetByIdMailLoginLink);
  const [actionError, setError] = useState<ErrorBody | null>(null);
  const error = actionError ?? queryErrorBody(query);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EstimatorDialogState | null>(null);
  const [sendingTo, setSendingTo] = useState<string | null>(null);

  async function sendLink(estimator: AdminEstimatorItemDto) {
    setSendingTo(estimator._id);
    setNotice(null);
    const result = await loginLink.send({ params: { target: "estimators", id: estimator._id } });
    setSendingTo(null);
    if (!result.ok) return setError(result.error);
    setError(null);
    setNotice(t("linkSent", { email: estimator.email }));
  }

  function saved(message: string) {
    setDialog(null);
    setError(null);
    setNotice(message);
  }

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t("title")} create={{ label: t("create"), onClick: () => setDialog({ mode: "create" }) }} />
      <AdminMessages error={error} notice={notice} />
      {!list && !error ? <Spinner /> : null}
      {list ? (
        <>
          <TableFrame label={t("title")} minWidth={900} testId="estimators-table">
            <thead>
              <tr>
                <Th>{t("columns.name")}</Th>
                <Th>{t("columns.email")}</Th>
                <Th>{t("columns.created")}</Th>
                <Th>{t("columns.lastVisit")}</Th>
                <Th>{t("columns.information")}</Th>
                <Th className="text-right">{t("columns.profiles")}</Th>
                <Th>{t("columns.status")}</Th>
                <Th className="text-right" stickyEnd>{c("actions")}</Th>
              </tr>
            </thead>
            <tbody>
              {list.length === 0 ? <EmptyRow colSpan={8}>{t("none")}</EmptyRow> : null}
              {list.map((e) => (
                <tr key={e._id}>
                  <Td className="font-medium">
                    <PlainButton type="button" className="text-left text-brand-700 hover:underline" onClick={() => setDialog({ mode: "edit", estimator: e })}>
                      {e.fullName}
                    </PlainButton>
                  </Td>
                  <Td title={e.email}>{truncate(e.email, 32)}</Td>
                  <Td className="whitespace-nowrap">{fmt.date(e.createdAt)}</Td>
                  <Td className="whitespace-nowrap">{e.lastVisit ? fmt.dateTime(e.lastVisit) : <span className="text-muted">{c("never")}</span>}</Td>
                  <Td muted className="max-w-64" title={e.information}>{e.information ? truncate(e.information, 40) : "—"}</Td>
                  <Td className="text-right tabular-nums">{e.profileCount}</Td>
                  <Td><StatusBadge tone={toneOf(e.status)}>{t(`statuses.${e.status}`)}</StatusBadge></Td>
                  <Td stickyEnd>
                    <span className="flex justify-end gap-0.5">
                      <RowAction label={t("editAction", { name: e.fullName })} onClick={() => setDialog({ mode: "edit", estimator: e })}>
                        <Pencil className="size-4" aria-hidden />
                      </RowAction>
                      <RowAction label={t("sendLinkAction", { email: e.email })} disabled={e.status !== "active"} busy={sendingTo === e._id} onClick={() => void sendLink(e)}>
                        <Mail className="size-4" aria-hidden />
                      </RowAction>
                    </span>
                  </Td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <p className="text-sm text-muted">{c("total", { count: list.length })}</p>
        </>
      ) : null}
      <EstimatorDialog state={dialog} onClose={() => setDialog(null)} onSaved={saved} />
    </div>
  );
}
