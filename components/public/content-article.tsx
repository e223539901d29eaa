import type { ContentDocument } from "@/content";

/** A public document (guide, privacy policy, terms) as headed sections. */
export function ContentArticle({ document }: { document: ContentDocument }) {
  return (
    <div className="mt-6 flex flex-col gap-8 text-ink">
      {document.intro ? <p className="text-lg text-muted">{document.intro}</p> : null}
      {document.sections.map((section) => (
        <section key={section.heading} id={section.id} className="scroll-mt-20">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">{paragraph}</p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {section.list.map((item) => <li key={item}>{item}</li>)}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
