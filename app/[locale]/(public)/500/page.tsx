import { ServerErrorBody } from "@/components/public/server-error-body";

export default function InternalErrorPage() {
  return <ServerErrorBody />;
}
