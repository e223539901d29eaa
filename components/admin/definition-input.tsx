"use client";

import { FileUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type ReactNode } from "react";
import { Textarea } from "@/components/ui/input";
import { acceptableFile, declaredKind, type DefinitionIssue, type DefinitionProblem, type QuestionnaireKind } from "@/lib/client/admin-questionnaires";
import { useValidationText } from "@/lib/client/use-error-text";

/** The problem with the definition text in words. */
export function useDefinitionProblemText() {
  const t = useTranslations("admin.questionnaires");
  const kinds = useTranslations("admin.questionnaires.kinds");
  const validationText = useValidationText();
  return (problem: DefinitionProblem): string => {
    switch (problem.code) {
      case "required":
        return validationText("required") ?? "";
      case "invalid_json":
        return problem.line !== null ? `${t("invalidJson")} ${t("jsonAt", { line: problem.line, column: problem.column ?? 1 })}` : t("invalidJson");
      case "not_object":
        return t("jsonNotObject");
      case "kind_mismatch":
        return t("kindMismatch", { kind: kinds.has(problem.kind) ? kinds(problem.kind as QuestionnaireKind) : problem.kind });
    }
  };
}

/**
 * The definition JSON: typed or pasted into the text area, or loaded from a .json file
 * (read in the browser; nothing is sent until the form is saved).
 */
export function DefinitionInput({ id, label, hint, value, onChange, problem, issues, onFileLoaded, extra }: {
  id: string;
  label: string;
  hint: ReactNode;
  value: string;
  onChange: (text: string) => void;
  problem: DefinitionProblem | null;
  issues: DefinitionIssue[];
  onFileLoaded: (file: { name: string; kind: QuestionnaireKind | null }) => void;
  extra?: ReactNode;
}) {
  const t = useTranslations("admin.questionnaires");
  const problemText = useDefinitionProblemText();
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [fileMessage, setFileMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  async function loadFile(file: File | undefined) {
    if (!file) return;
    const verdict = acceptableFile(file);
    if (verdict !== "ok") return setFileMessage({ tone: "error", text: verdict === "too_large" ? t("fileTooLarge") : t("fileNotJson") });
    try {
      const text = await file.text();
      onChange(text);
      let kind: QuestionnaireKind | null = null;
      try {
        kind = declaredKind(JSON.parse(text));
      } catch {
        /* shown when the form is saved */
      }
      onFileLoaded({ name: file.name, kind });
      setFileMessage({ tone: "ok", text: t("fileLoaded", { name: file.name }) });
    } catch {
      setFileMessage({ tone: "error", text: t("fileReadError") });
    } finally {
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  const describedBy = [problem ? `${id}-error` : null, issues.length ? `${id}-issues` : null, `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">{label}</label>
        <span className="flex flex-wrap gap-2">
          {extra}
          <label htmlFor={fileId} className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-200">
            <input ref={fileRef} id={fileId} type="file" accept=".json,application/json" className="sr-only" onChange={(e) => void loadFile(e.target.files?.[0])} />
            <FileUp className="size-4" aria-hidden />
            {t("loadFile")}
          </label>
        </span>
      </div>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        rows={10}
        code
        placeholder='{ "kind": "profile", "title": { "ru": "…", "en": "…" }, "steps": [ … ], "questions": [ … ], "personalFields": { … } }'
        aria-invalid={Boolean(problem) || issues.length > 0}
        aria-describedby={describedBy}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p>
      {fileMessage ? <p role="status" className={fileMessage.tone === "error" ? "text-xs text-red-600" : "text-xs text-emerald-700"}>{fileMessage.text}</p> : null}
      {problem ? <p id={`${id}-error`} role="alert" className="text-xs text-red-600">{problemText(problem)}</p> : null}
      {issues.length ? <DefinitionIssues id={`${id}-issues`} issues={issues} /> : null}
    </div>
  );
}

function DefinitionIssues({ id, issues }: { id: string; issues: DefinitionIssue[] }) {
  const t = useTranslations("admin.questionnaires");
  const names = useTranslations("admin.questionnaires.issues");
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-900" data-testid="definition-issues">
      <p className="font-semibold">{t("serverIssues")}</p>
      <ul className="mt-1 list-disc pl-4">
        {issues.map((issue, n) => (
          <li key={`${issue.code}-${issue.where}-${n}`}>
            {names.has(issue.code) ? names(issue.code) : issue.code}
            {issue.where ? <code className="ml-1 rounded bg-white/70 px-1">{issue.where}</code> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
