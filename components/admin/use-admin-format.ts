"use client";

import { useFormatter } from "next-intl";

/** Dates as the administrator lists show them ("—" when there is none). */
export function useAdminFormat() {
  const format = useFormatter();
  return {
    date: (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium" }) : "—"),
    dateTime: (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }) : "—"),
  };
}
