import { clsx } from "clsx";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

// The primitives join a caller's classes to their own without merging (no tailwind-merge
// in the browser): a caller adds layout (width, margin, padding on one side), never a
// second value for a property set here. components/ui/class-conflicts.test.ts checks it.
const FIELD_BOX = "rounded-lg border border-line bg-white text-ink placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";

export const INPUT_CLASSES = `${FIELD_BOX} h-10 w-full px-3 text-sm aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100 disabled:bg-slate-50`;

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(INPUT_CLASSES, className)} {...props} />;
}

export const TEXTAREA_CLASSES = `${FIELD_BOX} w-full px-3 py-2 aria-[invalid=true]:border-red-500`;

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Code (JSON, a model definition): a monospaced, smaller font. */
  code?: boolean;
}

/** A text area four lines high unless `rows` says otherwise. */
export function Textarea({ className, code, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={clsx(TEXTAREA_CLASSES, code ? "font-mono text-xs" : "text-sm", className)} {...props} />;
}
