import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/**
 * The card every sign-in page sits in, with the brand above it. It hangs from a fixed offset
 * instead of being centred vertically: a slow connection paints the page while its HTML is
 * still arriving, and a centred card that grows moves up (a layout shift of 0.08 on a phone).
 */
export function AuthShell({ brand, area, title, children, footer, tone = "brand" }: {
  brand: string;
  area: string;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  tone?: "brand" | "love";
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-slate-50 to-slate-100 px-4 pb-10 pt-[max(2.5rem,12dvh)]">
      <Link href="/" className="mb-6 flex items-center gap-2 text-lg font-semibold text-ink">
        <span className={tone === "love" ? "size-7 rounded-full bg-love-500" : "size-7 rounded-lg bg-brand-600"} aria-hidden />
        {brand}
      </Link>
      <Card className="w-full max-w-md">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{area}</p>
        <h1 className="mt-1 text-2xl font-semibold text-ink">{title}</h1>
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
    </main>
  );
}
