import { NotFoundBody } from "@/components/public/not-found-body";

export default function NotFound() {
  return <NotFoundBody />;
}
