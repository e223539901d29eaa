import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["auth", "loader"]}>{children}</ClientMessages>;
}
