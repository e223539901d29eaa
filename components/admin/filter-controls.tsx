"use client";

import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";

/** A labelled select of the filter bar. */
export function FilterSelect<V extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: V; options: ReadonlyArray<readonly [V, string]>; onChange: (value: V) => void }) {
  return (
    // min-w-0 and w-full: a long option (a company with its e-mail) must not widen the filter card.
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted">{label}</label>
      <select id={id} className="h-10 w-full min-w-0 max-w-full truncate rounded-lg border border-line bg-white px-2 text-sm text-ink" value={value} onChange={(e) => onChange(e.target.value as V)}>
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
        <Input id={id} type="search" className="pl-9" value={text} onChange={(e) => setText(e.target.value)} />
      </span>
    </div>
  );
}
