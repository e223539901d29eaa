import { QueryAreaLayout } from "@/components/shell/query-area-layout";

export default QueryAreaLayout;
