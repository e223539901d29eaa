"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { avatarUrl } from "@/lib/questionnaire/avatar";
import type { AvatarName, Locale, PersonalField } from "@/lib/questionnaire";
import { cn } from "@/components/ui/cn";
import type { PreviewGroup } from "./preview-model";
import type { PersonalFieldSpec, PersonalValues } from "./personal-fields";
import { formatBirthDate } from "./labels";
import type { ToneClasses } from "./tone";
import { PlainButton } from "@/components/ui/plain-button";

export interface QuestionnairePreviewProps {
  readonly groups: readonly PreviewGroup[];
  readonly specs: readonly PersonalFieldSpec[];
  readonly personal: PersonalValues;
  readonly avatarName: AvatarName | null;
  readonly partnerAvatarName: AvatarName | null;
  readonly locale: Locale;
  readonly tone: ToneClasses;
  readonly onEdit: (step: number) => void;
}

/** Every visible question with its answer in the current language, grouped by step, each group editable. */
export function QuestionnairePreview({ groups, specs, personal, avatarName, partnerAvatarName, locale, tone, onEdit }: QuestionnairePreviewProps) {
  const t = useTranslations("questionnaireForm");
  const personalValue = (field: PersonalField, kind: PersonalFieldSpec["kind"]) => {
    const value = personal[field].trim();
    if (value === "") return null;
    return kind === "date" ? (formatBirthDate(value, locale) ?? value) : value;
  };
  const ownName = [personal.firstName, personal.lastName].map((part) => part.trim()).filter(Boolean).join(" ");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={avatarName} alt={t("avatarAlt")} caption={ownName} />
        {specs.some((spec) => spec.partner) ? <Avatar name={partnerAvatarName} alt={t("partnerAvatarAlt")} caption={personal.partnerFirstName.trim()} /> : null}
      </div>

      <PreviewSection title={t("personalTitle")} editLabel={t("editStep", { step: t("personalTitle") })} onEdit={() => onEdit(0)} tone={tone}>
        {specs.map((spec) => (
          <PreviewRow key={spec.field} label={t(`fields.${spec.field}`)} value={personalValue(spec.field, spec.kind)} emptyText={t("noAnswer")} />
        ))}
      </PreviewSection>

      {groups.map((group) => (
        <PreviewSection key={group.stepId} title={group.title} editLabel={t("editStep", { step: group.title })} onEdit={() => onEdit(group.stepIndex)} tone={tone}>
          {group.items.map((item) => (
            <PreviewRow key={item.name} label={item.label} value={item.answer} emptyText={t("noAnswer")} />
          ))}
        </PreviewSection>
      ))}
    </div>
  );
}

function Avatar({ name, alt, caption }: { name: AvatarName | null; alt: string; caption: string }) {
  if (!name) return null;
  return (
    <figure className="flex items-center gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG, unoptimised anyway: next/image would add 6 KB to the questionnaires' first load */}
      <img src={avatarUrl(name)} alt={alt} width={64} height={64} className="size-16 rounded-full border border-line bg-white" />
      {caption ? <figcaption className="text-sm font-medium text-ink">{caption}</figcaption> : null}
    </figure>
  );
}

function PreviewSection({ title, editLabel, onEdit, children, tone }: { title: string; editLabel: string; onEdit: () => void; children: ReactNode; tone: ToneClasses }) {
  const t = useTranslations("questionnaireForm");
  return (
    <section className="rounded-xl border border-line bg-white">
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        <PlainButton type="button" onClick={onEdit} aria-label={editLabel} className={cn("inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium underline-offset-2 hover:underline", tone.text)}>
          <Pencil className="size-3.5" aria-hidden />
          {t("edit")}
        </PlainButton>
      </div>
      <dl className="divide-y divide-line">{children}</dl>
    </section>
  );
}

function PreviewRow({ label, value, emptyText }: { label: string; value: string | null; emptyText: string }) {
  return (
    <div className="grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className={cn(value === null ? "font-normal italic text-muted" : "font-medium text-ink")}>{value ?? emptyText}</dd>
    </div>
  );
}
