"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { VirtualRows } from "@/components/ui/virtual-rows";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import { cn } from "@/components/ui/cn";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";
import { useCursorList, useDebounced } from "@/lib/client/cursor-list";
import { SEARCH_DELAY_MS } from "@/lib/client/use-paged-list";
import type { SelectableProfile } from "@/lib/contracts/scene-responses";
import { endpoints } from "@/lib/contracts/endpoints";

/**
 * The picker's list: the server searches as the owner types (GET /scene/profiles?q=) and
 * pages in more as the list scrolls, so a company of thousands never loads at once.
 * Only the rows near the visible part of the list are rendered (VirtualRows).
 */
export function ProfilePickerList({ selectedId, taken, exclude, onPick }: {
  selectedId: string | null;
  taken: ReadonlySet<string>;
  exclude?: (profile: SelectableProfile) => boolean;
  onPick: (profile: SelectableProfile) => void;
}) {
  const t = useTranslations("picker");
  const scene = useTranslations("scene");
  const [text, setText] = useState("");
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const list = useCursorList(endpoints.getSceneProfiles, { ...(q ? { q } : {}), limit: 50 });
  const box = useRef<HTMLDivElement>(null);
  const shown = (list.items ?? []).filter((p) => !exclude?.(p));
  return (
    <>
      <label className="relative block">
        <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted" aria-hidden />
        <Input className="pl-9" value={text} onChange={(e) => setText(e.target.value)} placeholder={t("search")} aria-label={t("search")} />
      </label>
      <div ref={box} className="mt-3 max-h-[50vh] overflow-y-auto">
        {list.items === null && !list.error ? <div className="p-3"><Spinner label={t("loading")} /></div> : null}
        {list.items !== null && shown.length === 0 && !list.hasMore ? <p className="p-3 text-sm text-muted">{t("none")}</p> : null}
        <VirtualRows
          items={shown}
          itemKey={(p) => p._id}
          estimateSize={48}
          gap={4}
          scrollBox={box}
          listProps={{ role: "listbox", "aria-label": t("title"), "aria-busy": list.loading }}
          renderRow={(p, row) => (
            <li {...row}>
              <PlainButton
                type="button"
                role="option"
                aria-selected={selectedId === p._id}
                disabled={!p.eligible}
                onClick={() => onPick(p)}
                className={cn("flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50", selectedId === p._id && "bg-brand-50")}
              >
                <ProfileAvatar avatarName={p.avatarName} firstName={p.firstName} lastName={p.lastName} size={32} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink">{p.firstName} {p.lastName}</span>
                  <span className="block truncate text-xs text-muted">{p.eligible ? (p.position ?? "") : scene("notEligible")}</span>
                </span>
                {taken.has(p._id) ? <span className="rounded bg-slate-100 px-1.5 text-[11px] text-muted">{t("inUse")}</span> : null}
              </PlainButton>
            </li>
          )}
        />
        <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onMore={list.loadMore} root={box} testId="picker-more" />
      </div>
    </>
  );
}
