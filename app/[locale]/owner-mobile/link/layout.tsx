import { QueryAreaLayout } from "@/components/shell/query-area-layout";

// The shared-link page reads the API through TanStack Query; the sign-in pages beside it do not load it.
export default QueryAreaLayout;
