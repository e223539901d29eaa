import { getTranslations } from "next-intl/server";
import { ProfilePage } from "@/app/[locale]/_profiles/profile-pages";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Alert } from "@/components/ui/alert";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("loveProfile", { brand: "love" });

export default async function Page({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Arriving from the love questionnaire (/love-mobile/profiles/new): say that it was saved.
  const created = (await searchParams).created === "1";
  const t = await getTranslations("loveProfiles");
  return (
    <ClientMessages namespaces={["bigFive", "createProfile", "grades", "profile", "profiles", "sharedLink"]}>
      {created ? <Alert tone="success" className="mb-4">{t("created")}</Alert> : null}
      <ProfilePage base="/love-mobile" params={params} />
    </ClientMessages>
  );
}
