import { cn } from "./cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <span className="size-5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" aria-hidden />
      {label ? <span className="text-sm text-muted">{label}</span> : <span className="sr-only">…</span>}
    </span>
  );
}
