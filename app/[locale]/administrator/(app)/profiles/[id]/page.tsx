import { AdminProfilePage } from "@/app/[locale]/_staff/admin-pages";

export { adminProfileMetadata as generateMetadata } from "@/app/[locale]/_staff/admin-pages";

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <AdminProfilePage params={params} />;
}
