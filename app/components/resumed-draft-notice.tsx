import { type ResumableForm, SIGNED_IN_MARK } from "~/lib/resumable-forms";

/** Says that the form below was filled from what the visitor typed before their session ended. */
export function ResumedDraftNotice({ form, className = "" }: { form: ResumableForm; className?: string }) {
  return (
    <p role="status" className={`rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800 ${className}`}>
      {form.notice}
    </p>
  );
}

/** In a form rendered for a signed-in visitor: a post that comes back without a session then keeps a draft. */
export function SignedInMark() {
  return <input type="hidden" name={SIGNED_IN_MARK.name} value={SIGNED_IN_MARK.value} />;
}
