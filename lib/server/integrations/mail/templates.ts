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
  | "profile_invitation"
  | "love_magic_link"
  | "love_password_reset"
  | "love_verification"
  | "love_profile_invitation";

/** The love product's mails are signed with its own brand and colour, never the company one. */
function brandOf(template: MailTemplate): { key: "brand.platform" | "brand.love"; colour: string } {
  return template.startsWith("love_") ? { key: "brand.love", colour: "#e11d48" } : { key: "brand.platform", colour: "#4f46e5" };
}

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
  const { key, colour } = brandOf(template);
  const brand = translate(locale, key);
  const t = (name: string) => translate(locale, `email.${template}.${name}`, { brand, ...values });
  const subject = t("subject");
  const lines = [t("greeting"), "", t("body")];
  if (values.link) lines.push("", `${t("action")}: ${values.link}`);
  lines.push("", translate(locale, "email.footer", { brand }));
  const text = lines.join("\n");
  const button = values.link
    ? `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 18px;background:${colour};color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t("action"))}</a></p><p style="color:#64748b;font-size:12px">${escapeHtml(values.link)}</p>`
    : "";
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a"><p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(t("body"))}</p>${button}<p style="color:#64748b;font-size:12px">${escapeHtml(translate(locale, "email.footer", { brand }))}</p></body></html>`;
  return { subject, text, html };
}
