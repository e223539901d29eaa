import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/** The flame product's phone-first frame: its name (home link) and the page. */
export async function FlameFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const brand = await getTranslations("brand");
  return (
    <div className="min-h-dvh bg-gradient-to-b from-rose-50 to-white">
      <header className="mx-auto flex max-w-2xl items-center gap-2 px-4 py-3">
        <Link href="/main" className="flex items-center gap-2 font-semibold text-love-600">
          <span className="size-6 rounded-full bg-love-500" aria-hidden />
          {brand("love")}
        </Link>
      </header>
      <main className={wide ? "mx-auto max-w-2xl px-4 pb-12" : "mx-auto max-w-md px-4 pb-12"}>{children}</main>
    </div>
  );
}
