import { SearchX } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The texts of one kind of record, from its namespace's `notFound` messages. */
export interface MissingRecordText {
  title: string;
  text: string;
  action: string;
}

/** Reads `title`, `text` and `action` of a `notFound` namespace (pairCheck, teamCheck, compare). */
export function missingRecordText(t: (key: "title" | "text" | "action") => string): MissingRecordText {
  return { title: t("title"), text: t("text"), action: t("action") };
}

/** "Compatibility / team / comparison does not exist": an unknown id, or one of another owner. */
export function MissingRecord({ text, href }: { text: MissingRecordText; href: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-line bg-white p-8 text-center" data-testid="missing-record">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-muted">
        <SearchX className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-ink">{text.title}</h1>
      <p className="text-sm text-muted">{text.text}</p>
      <Button asChild variant="secondary">
        <Link href={href}>{text.action}</Link>
      </Button>
    </section>
  );
}
