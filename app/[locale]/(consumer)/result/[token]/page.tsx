import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { cache } from "react";
import { getDb } from "@/db/client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { fillPath } from "@/lib/contracts/endpoint-paths";
import { endpoints } from "@/lib/contracts/endpoints";
import { ConsumerKey, type SharedResultDto } from "@/lib/contracts/consumer";
import { LOVE_DIMENSIONS } from "@/lib/engine/love/love-topics";
import { AppError } from "@/lib/server/http/app-error";
import { linkBaseFor } from "@/lib/server/http/link-base";
import { readSharedResult } from "@/lib/server/services/consumer/share-links";

type Props = { params: Promise<{ token: string; locale: string }> };

/** The allow-listed summary behind a share link, or null when the link is unknown or revoked. */
const sharedResult = cache(async (token: string): Promise<SharedResultDto | null> => {
  if (!ConsumerKey.safeParse(token).success) return null;
  try {
    return await readSharedResult(await getDb(), token);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const result = await sharedResult(token);
  if (!result) return { robots: { index: false } };
  const t = await getTranslations("consumer");
  const scene = await getTranslations("scene");
  const title = t("sharedTitle", { a: result.people[0].firstName, b: result.people[1].firstName });
  const description = LOVE_DIMENSIONS.map((d) => `${scene(`love.${d}`)} ${Math.round(result.dimensions[d].score)}`).join(" · ");
  const image = fillPath(endpoints.getOwnerCompatibilitySharedImageByToken.path, { token });
  return {
    metadataBase: new URL(linkBaseFor(await headers())),
    title,
    description,
    robots: { index: false, follow: false },
    openGraph: { title, description, type: "website", images: [{ url: image, width: 1200, height: 630, alt: title }] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

/** /result/{token}: what a shared link shows anyone: names, the four scores and their bands. */
export default async function SharedResultPage({ params }: Props) {
  const { token } = await params;
  const result = await sharedResult(token);
  if (!result) notFound();
  const t = await getTranslations("consumer");
  const reading = await getTranslations("loveReading");
  const scene = await getTranslations("scene");
  const format = await getFormatter();
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8" data-testid="shared-result">
      <h1 className="text-center text-2xl font-bold text-ink">{t("sharedTitle", { a: result.people[0].firstName, b: result.people[1].firstName })}</h1>
      <p className="text-center text-sm text-muted">{format.dateTime(new Date(result.createdAt), { dateStyle: "long" })}</p>
      <div className="grid grid-cols-2 gap-3">
        {LOVE_DIMENSIONS.map((d) => (
          <Card padding="sm" key={d} className="flex flex-col gap-1" data-testid={`shared-${d}`}>
            <span className="text-sm text-muted">{scene(`love.${d}`)}</span>
            <span className="text-3xl font-semibold tabular-nums text-love-600">{Math.round(result.dimensions[d].score)}</span>
            <span className="text-xs text-ink">{reading(`bands.${result.dimensions[d].band}`)}</span>
          </Card>
        ))}
      </div>
      <p className="text-sm text-muted">{reading("framing")}</p>
      <Button asChild variant="love" size="lg"><Link href="/main">{t("sharedCta")}</Link></Button>
    </main>
  );
}
