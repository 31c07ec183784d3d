import type { ReactNode } from "react";

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions as native disclosure widgets: keyboard and screen-reader ready with no JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-3xl border border-line">
      {items.map((item) => (
        <details key={item.question} className="group px-5 open:bg-surface/60">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
            {item.question}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="prose-page pb-4 text-sm">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
