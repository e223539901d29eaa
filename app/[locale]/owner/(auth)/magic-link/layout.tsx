import { QueryAreaLayout } from "@/components/shell/query-area-layout";

// An e-mailed link lands here and is redeemed through a TanStack Query mutation (components/auth/token-landing.tsx).
export default QueryAreaLayout;
