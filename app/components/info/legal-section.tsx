import type { ReactNode } from "react";

export interface LegalSectionContent {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long legal page: a table of contents, then numbered sections that can be linked to. */
export function LegalDocument({
  updated,
  sections,
  children,
}: {
  updated: string;
  sections: LegalSectionContent[];
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[220px_1fr]">
      <nav aria-label="On this page" className="lg:sticky lg:top-20 lg:self-start">
        <p className="text-sm font-semibold">On this page</p>
        <ol className="mt-2 space-y-1 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-9 items-center text-muted hover:text-ink">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div>
        <p className="text-sm text-muted">Last updated {updated}</p>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="prose-page scroll-mt-24"
          >
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}
