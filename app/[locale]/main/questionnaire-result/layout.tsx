import { QueryAreaLayout } from "@/components/shell/query-area-layout";

// The result reads, unlocks and shares through TanStack Query; the rest of /main (onboarding, the questionnaire, sign-in) loads none.
export default QueryAreaLayout;
