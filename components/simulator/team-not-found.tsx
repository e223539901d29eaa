import { Users } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** "Team does not exist": an unknown id, or a team of another owner (which answers alike). */
export function TeamNotFound() {
  const t = useTranslations("simulator.notFound");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-white p-8 text-center" data-testid="team-not-found">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-muted">
        <Users className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-ink">{t("title")}</h1>
      <p className="text-sm text-muted">{t("text")}</p>
      <Button asChild>
        <Link href="/owner/teams">{t("back")}</Link>
      </Button>
    </div>
  );
}
