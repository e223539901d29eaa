"use client";

import { useTranslations } from "next-intl";
import type { EditOutcome } from "./scene-edits";

type Failure = Extract<EditOutcome, { ok: false }>["error"];
type Ignored = Extract<EditOutcome, { changed: false }>["ignored"];

const KNOWN_ERRORS = ["actor_inactive", "event_before_join", "invalid_date", "invalid_interaction"] as const;

/** The timeline rules' answers in words: why an edit changes nothing, or why it cannot be made. */
export function useEditText(nameOf: (id: string) => string) {
  const t = useTranslations("simulator.edit");
  return {
    ignored: (reason: Ignored, actorId: string) => t(`ignored.${reason}`, { name: nameOf(actorId) }),
    error: (error: Failure, actorId: string): string => {
      if (error.code === "rank_conflict" && "actor" in error) {
        const other = error.actor === actorId ? String(error.value ?? "") : (error.actor ?? "");
        return t(error.field === "lead" ? "rankConflictLead" : "rankConflictManager", { name: other ? nameOf(other) : "—" });
      }
      const known = (KNOWN_ERRORS as readonly string[]).includes(error.code);
      return known ? t(`errors.${error.code as (typeof KNOWN_ERRORS)[number]}`, { name: nameOf(actorId) }) : t("errors.other");
    },
  };
}
