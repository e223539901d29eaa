"use client";

import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";

/** An administrator list page's title, with its create button when the list has one. */
export function AdminPageHeader({ title, create }: { title: ReactNode; create?: { label: ReactNode; onClick: () => void; disabled?: boolean } }) {
  const heading = <h1 className="text-2xl font-semibold text-ink">{title}</h1>;
  if (!create) return heading;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {heading}
      <Button onClick={create.onClick} disabled={create.disabled}>
        <Plus className="size-4" aria-hidden />
        {create.label}
      </Button>
    </div>
  );
}

/** The last action's outcome on an administrator page: its error, translated, or its notice. */
export function AdminMessages({ error, notice }: { error: ErrorBody | null; notice: string | null }) {
  const errorText = useErrorText();
  return (
    <>
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
    </>
  );
}
