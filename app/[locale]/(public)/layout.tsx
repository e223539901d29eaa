import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PublicFrame } from "@/components/public/public-frame";
import { currentHostLocale, isLoveHost } from "@/lib/server/branding";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const love = await isLoveHost();
  const brand = await getTranslations("brand");
  return (
    <PublicFrame brand={love ? brand("love") : brand("platform")} love={love} hostLocale={await currentHostLocale()}>
      {children}
    </PublicFrame>
  );
}
