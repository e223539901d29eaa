"use client";

import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/components/ui/use-hydrated";

// Both controls are disabled until the page has hydrated, as FilterPanel's are (components/ui/filter-panel.tsx):
// their value is React state, so a choice made in the server HTML would be put back by the next render.

/** A labelled select of the filter bar. */
export function FilterSelect<V extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: V; options: ReadonlyArray<readonly [V, string]>; onChange: (value: V) => void }) {
  const hydrated = useHydrated();
  return (
    // min-w-0 and w-full: a long option (a company with its e-mail) must not widen the filter card.
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted">{label}</label>
      <select id={id} className="h-10 w-full min-w-0 max-w-full truncate rounded-lg border border-line bg-white px-2 text-sm text-ink" value={value} disabled={!hydrated} onChange={(e) => onChange(e.target.value as V)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>{text}</option>
        ))}
      </select>
    </div>
  );
}

/** A search field that reports its text after the typing pauses. */
export function SearchField({ id, label, value, onSearch }: { id: string; label: string; value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const hydrated = useHydrated();
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted">{label}</label>
      <span className="relative">
        <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted" aria-hidden />
        <Input id={id} type="search" className="pl-9" value={text} disabled={!hydrated} onChange={(e) => setText(e.target.value)} />
      </span>
    </div>
  );
}
