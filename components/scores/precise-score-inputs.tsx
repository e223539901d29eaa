"use client";

import { Input } from "@/components/ui/input";
import { LEVELS, type Level, type PreciseInputs } from "@/lib/client/precise-score";

/**
 * The three precise-score inputs (0..100 per level); a level in `invalid` is marked and says
 * `rangeError` beside it, so "correct the highlighted fields" always has a field to point at.
 */
export function PreciseScoreInputs({ idPrefix, inputs, invalid, labelOf, rangeError, onChange }: {
  idPrefix: string;
  inputs: PreciseInputs;
  invalid: readonly Level[];
  labelOf: (level: Level) => string;
  rangeError: string;
  onChange: (inputs: PreciseInputs) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {LEVELS.map((level) => {
        const bad = invalid.includes(level);
        const id = `${idPrefix}-${level}`;
        return (
          <div key={level} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm text-ink">{labelOf(level)}</label>
            <Input
              id={id}
              inputMode="decimal"
              value={inputs[level]}
              placeholder="0–100"
              aria-invalid={bad}
              aria-describedby={bad ? `${id}-error` : undefined}
              onChange={(e) => onChange({ ...inputs, [level]: e.target.value })}
            />
            {bad ? <p id={`${id}-error`} role="alert" className="text-xs text-red-600">{rangeError}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
