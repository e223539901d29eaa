import { NotFoundBody } from "@/components/public/not-found-body";

export default function NotFoundPage() {
  return <NotFoundBody />;
}
