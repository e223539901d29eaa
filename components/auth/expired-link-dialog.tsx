"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { LinkRequestForm } from "./link-request-form";

/** Spec part 1 section 8: an expired link opens a dialog offering a new magic link. */
export function ExpiredLinkDialog({ open, onOpenChange, requestPath }: { open: boolean; onOpenChange: (v: boolean) => void; requestPath: string }) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("expired.title")} description={t("expired.text")} closeLabel={common("close")}>
      <LinkRequestForm path={requestPath} submitLabel={t("expired.request")} sentText={t("magicLink.sent")} />
    </Dialog>
  );
}
