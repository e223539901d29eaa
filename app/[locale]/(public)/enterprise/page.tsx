import { getTranslations } from "next-intl/server";
import { JoinRequestForm } from "@/components/public/join-request-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("enterprise");

export default async function EnterprisePage() {
  const t = await getTranslations("enterprise");
  return (
    <ClientMessages namespaces={["enterprise"]}>
      <main className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("text")}</p>
        <div className="mt-8 rounded-2xl border border-line bg-white p-6">
          <JoinRequestForm />
        </div>
      </main>
    </ClientMessages>
  );
}
