import type { ResumableForm } from "~/lib/resumable-forms";

/** Says that the form below was filled from what the visitor typed before their session ended. */
export function ResumedDraftNotice({ form, className = "" }: { form: ResumableForm; className?: string }) {
  return (
    <p role="status" className={`rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800 ${className}`}>
      {form.notice}
    </p>
  );
}
