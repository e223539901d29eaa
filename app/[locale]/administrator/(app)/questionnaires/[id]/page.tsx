import { AdminQuestionnairePage } from "@/app/[locale]/_staff/admin-pages";

export { adminQuestionnaireMetadata as generateMetadata } from "@/app/[locale]/_staff/admin-pages";

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <AdminQuestionnairePage params={params} />;
}
