"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import type { LinkRequest } from "@/lib/client/passport-endpoints";
import { LinkRequestForm } from "./link-request-form";

/** Spec part 1 section 8: an expired link opens a dialog offering a new link of the same kind (sign-in or password reset). */
export function ExpiredLinkDialog({ open, onOpenChange, request }: { open: boolean; onOpenChange: (v: boolean) => void; request: LinkRequest }) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("expired.title")} description={t(request.kind === "forgot" ? "expired.textReset" : "expired.text")} closeLabel={common("close")}>
      <LinkRequestForm request={request} submitLabel={t("expired.request")} sentText={t("magicLink.sent")} />
    </Dialog>
  );
}
