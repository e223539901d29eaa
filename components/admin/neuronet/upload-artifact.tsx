"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { buttonClasses } from "@/components/ui/button-style";
import { checkArtifactText } from "@/lib/client/neuronet";
import { ARTIFACT_MAX_BYTES } from "@/lib/contracts/neuronet";

export type UploadProblem = { kind: "local"; problem: "too_large" | "not_json" | "not_object" | "unreadable" };

/**
 * A file input for a weights-only artifact (.json): read in the browser and handed on as the
 * JSON body. The server checks its content; a file over the limit is stopped here already.
 */
export function UploadArtifact({ disabled, busy, onBody, onProblem }: { disabled: boolean; busy: boolean; onBody: (body: Record<string, unknown>) => void; onProblem: (problem: UploadProblem) => void }) {
  const t = useTranslations("admin.neuronet.actions");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function read(file: File) {
    let text: string;
    try {
      text = file.size > ARTIFACT_MAX_BYTES ? "" : await file.text();
    } catch {
      return onProblem({ kind: "local", problem: "unreadable" });
    }
    const check = checkArtifactText(text, file.size, ARTIFACT_MAX_BYTES);
    if (check.ok) onBody(check.body);
    else onProblem({ kind: "local", problem: check.problem });
  }

  return (
    <label htmlFor={id} className={buttonClasses("secondary", "sm") + (disabled || busy ? " pointer-events-none opacity-50" : " cursor-pointer focus-within:ring-2 focus-within:ring-brand-200")} aria-disabled={disabled || busy}>
      <Upload className="size-4" aria-hidden />
      {t("upload")}
      <input
        ref={input}
        id={id}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        disabled={disabled || busy}
        data-testid="artifact-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (input.current) input.current.value = "";
          if (file) void read(file);
        }}
      />
    </label>
  );
}
