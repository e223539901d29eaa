import { Columns2, Gauge, Monitor, Users, Workflow } from "lucide-react";
import { ToolLink, type ToolRule } from "@/components/billing/plan-gates";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

const CARDS = [
  { key: "p2p", icon: Workflow, href: "/owner/dashboard/p2p", status: "ready", rule: null },
  { key: "team", icon: Users, href: "/owner/dashboard/team", status: "ready", rule: "allowTeams" },
  { key: "simulator", icon: Gauge, href: "/owner/teams", status: "ready", rule: "allowScene" },
  { key: "monitor", icon: Monitor, href: "/owner/dashboard/monitor", status: "ready", rule: "allowMonitor" },
  // Comparing starts from choosing teams in the team list.
  { key: "compare", icon: Columns2, href: "/owner/dashboard/compare-teams", status: "ready", rule: "allowCompareTeams" },
] as const satisfies ReadonlyArray<{ key: string; icon: unknown; href: string | null; status: "ready" | "comingSoon" | "inDevelopment"; rule: ToolRule | null }>;

/** The five tool cards of the dashboard; a tool not built yet is shown disabled with its status, one the plan closes says so (ToolLink). */
export function DashboardCards() {
  const t = useTranslations("dashboard.cards");
  const common = useTranslations("common");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {CARDS.map(({ key, icon: Icon, href, status, rule }) => {
        const ready = (status as string) === "ready" && href;
        const body = (
          <div className={cn("flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-5", ready ? "transition-shadow hover:shadow-md" : "opacity-70")}>
            <div className="flex items-center justify-between">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600"><Icon className="size-5" aria-hidden /></span>
              {!ready ? <span className="rounded bg-slate-100 px-2 py-0.5 text-[11px] uppercase tracking-wide text-muted">{common(status)}</span> : null}
            </div>
            <h3 className="font-semibold text-ink">{t(`${key}.title`)}</h3>
            <p className="text-sm text-muted">{t(`${key}.text`)}</p>
          </div>
        );
        return <li key={key} aria-disabled={!ready || undefined}>{ready ? <ToolLink rule={rule} href={href}>{body}</ToolLink> : body}</li>;
      })}
    </ul>
  );
}
