import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";

// No "use client" and no hooks: a server component renders a stored report with it, and the
// client component that shows a report while it streams renders it the same way.

/** Links a report may keep: web pages and mail. Everything else (javascript:, data:, relative) is emptied. */
function safeUrl(url: string): string {
  return /^(https?:|mailto:)/i.test(url.trim()) ? url : "";
}

function ReportLink({ href, children }: ComponentProps<"a">) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700">
      {children}
    </a>
  );
}

// The page owns the one <h1>: the report's headings start one level lower.
const COMPONENTS: Components = {
  h1: ({ children }) => <h2 className="mt-2 text-xl font-semibold text-ink">{children}</h2>,
  h2: ({ children }) => <h3 className="mt-6 text-lg font-semibold text-ink">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 font-semibold text-ink">{children}</h4>,
  h4: ({ children }) => <h5 className="mt-4 font-semibold text-ink">{children}</h5>,
  h5: ({ children }) => <h6 className="mt-4 font-semibold text-ink">{children}</h6>,
  h6: ({ children }) => <h6 className="mt-4 font-semibold text-ink">{children}</h6>,
  p: ({ children }) => <p className="leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="list-disc space-y-1.5 pl-5 leading-relaxed">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1.5 pl-5 leading-relaxed">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  blockquote: ({ children }) => <blockquote className="border-l-2 border-line pl-3 text-muted">{children}</blockquote>,
  code: ({ children }) => <code className="rounded bg-surface px-1 py-0.5 text-sm">{children}</code>,
  hr: () => <hr className="border-line" />,
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border border-line px-2 py-1 text-left font-semibold">{children}</th>,
  td: ({ children }) => <td className="border border-line px-2 py-1">{children}</td>,
  a: ReportLink,
};

/**
 * A generated or standard report (Markdown) as sanitised HTML: raw HTML is dropped, images
 * are never loaded, links open apart with rel="noopener noreferrer nofollow" and only http(s)
 * and mailto addresses survive. Never add rehype-raw here.
 */
export function ReportMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`space-y-3 text-ink${className ? ` ${className}` : ""}`}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} disallowedElements={["img"]} skipHtml urlTransform={safeUrl} components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
