"use client";

import { useEffect } from "react";
import { rememberLastOpened, type LastOpenedList } from "@/lib/client/admin-last-opened";

/** Marks this detail as the last opened one of its list (spec part 1 section 2). */
export function RememberOpened({ list, id }: { list: LastOpenedList; id: string }) {
  useEffect(() => rememberLastOpened(list, id), [list, id]);
  return null;
}
