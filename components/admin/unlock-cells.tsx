"use client";

import { LockOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { RowAction, Td } from "./admin-table";
import { StatusBadge } from "./status-badge";
import { useAdminFormat } from "./use-admin-format";

/**
 * The last two cells of a row of consumer results or love-mobile pairs: whether the full
 * report is open (since when), and the unlock action while it is not.
 */
export function UnlockCells({ unlockedAt, onUnlock, busy }: { unlockedAt: string | null; onUnlock: () => void; busy: boolean }) {
  const t = useTranslations("admin.coupleResults");
  const fmt = useAdminFormat();
  return (
    <>
      <Td>{unlockedAt ? <StatusBadge tone="green">{t("openSince", { date: fmt.date(unlockedAt) })}</StatusBadge> : <StatusBadge tone="grey">{t("locked")}</StatusBadge>}</Td>
      <Td className="text-right" stickyEnd>
        {unlockedAt ? null : (
          <RowAction label={t("unlock")} onClick={onUnlock} busy={busy}>
            <LockOpen className="size-4" aria-hidden />
          </RowAction>
        )}
      </Td>
    </>
  );
}
