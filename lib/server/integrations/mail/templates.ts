import "server-only";
import type { Locale } from "@/i18n/config";
import { translate } from "@/lib/server/i18n";

export type MailTemplate =
  | "owner_magic_link"
  | "owner_password_reset"
  | "owner_verification"
  | "owner_welcome_passwordless"
  | "estimator_magic_link"
  | "estimator_password_reset"
  | "flame_magic_link"
  | "contact_received"
  | "join_received"
  | "support_notice"
  | "profile_invitation";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Renders a message from `email.<template>` in messages/<locale>.json. Every template
 * has subject, greeting, body and (when `link` is given) action; `values` fill them.
 */
export function renderMail(template: MailTemplate, locale: Locale, values: Record<string, string | number> & { link?: string }): RenderedMail {
  const t = (key: string) => translate(locale, `email.${template}.${key}`, values);
  const brand = translate(locale, "brand.platform");
  const subject = t("subject");
  const lines = [t("greeting"), "", t("body")];
  if (values.link) lines.push("", `${t("action")}: ${values.link}`);
  lines.push("", translate(locale, "email.footer", { brand }));
  const text = lines.join("\n");
  const button = values.link
    ? `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t("action"))}</a></p><p style="color:#64748b;font-size:12px">${escapeHtml(values.link)}</p>`
    : "";
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a"><p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(t("body"))}</p>${button}<p style="color:#64748b;font-size:12px">${escapeHtml(translate(locale, "email.footer", { brand }))}</p></body></html>`;
  return { subject, text, html };
}
