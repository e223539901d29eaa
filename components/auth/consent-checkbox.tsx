"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

/** Consent to the privacy policy and terms, required on request forms (spec part 1 section 5). */
export function ConsentCheckbox({ error }: { error?: string }) {
  const t = useTranslations("common");
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" name="consent" aria-invalid={Boolean(error)} />
        <span>
          {t.rich("consent", {
            privacy: (chunks) => <Link className="text-brand-600 underline" href="/privacy" target="_blank">{chunks}</Link>,
            terms: (chunks) => <Link className="text-brand-600 underline" href="/terms" target="_blank">{chunks}</Link>,
          })}
        </span>
      </label>
      {error ? <p role="alert" className="mt-1 text-xs text-red-600">{error}</p> : null}
    </div>
  );
}
