"use client";

import type { ComponentProps } from "react";
import { ContributorList } from "./contributor-list";
import { ResearchCite } from "./research-cite";

const cite = (code: string) => <ResearchCite code={code} />;

/**
 * The reasons of a company forecast, each with the research it rests on. Consumer results use
 * the plain ContributorList, so their pages carry no research messages.
 */
export function CompanyContributorList(props: Omit<ComponentProps<typeof ContributorList>, "below">) {
  return <ContributorList {...props} below={cite} />;
}
