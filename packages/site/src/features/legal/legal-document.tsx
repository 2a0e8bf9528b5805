import { formatLongDate } from "@app/core";
import type { LegalDocument } from "@app/core/content";

/** A legal page: title, revision date and its sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated <time dateTime={document.updated}>{formatLongDate(new Date(`${document.updated}T00:00:00Z`))}</time>
        </p>
      </header>
      <div className="mt-8 space-y-8">
        {document.sections.map((section) => (
          <section key={section.heading} id={section.id} className="scroll-mt-20">
            <h2 className="text-xl font-bold">{section.heading}</h2>
            {section.paragraphs.map((paragraph, i) => (
              <p key={i} className="mt-3 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
