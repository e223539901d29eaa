"use client";

import { useEffect } from "react";
import { ServerErrorBody } from "@/components/public/server-error-body";

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ServerErrorBody onRetry={reset} />;
}
