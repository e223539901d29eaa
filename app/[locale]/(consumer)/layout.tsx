import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PublicFrame } from "@/components/public/public-frame";
import { currentHostLocale } from "@/lib/server/branding";

/** The public pages of the consumer product (couple questionnaire, shared results): the love brand on every host. */
export default async function ConsumerLayout({ children }: { children: ReactNode }) {
  const brand = await getTranslations("brand");
  return (
    <PublicFrame brand={brand("love")} love hostLocale={await currentHostLocale()}>
      {children}
    </PublicFrame>
  );
}
