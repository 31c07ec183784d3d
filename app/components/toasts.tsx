import { useEffect } from "react";
import { type Toast } from "~/lib/toasts";
import { useUi } from "~/components/ui-state";

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    if (toast.timeout <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.timeout);
    return () => clearTimeout(timer);
  }, [toast.id, toast.timeout, onDismiss]);
  const tone =
    toast.tone === "error"
      ? "bg-danger text-white"
      : toast.tone === "success"
        ? "bg-brand-700 text-white"
        : "bg-ink text-white";
  return (
    <li className={`flex items-start gap-3 rounded-2xl px-4 py-3 shadow-card ${tone}`}>
      <p className="flex-1 text-sm">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-my-2 -mr-2 grid size-11 place-items-center rounded-full hover:bg-white/10"
        aria-label="Dismiss"
      >
        ×
      </button>
    </li>
  );
}

/** Toasts are announced politely to screen readers and leave after their timeout. */
export function Toasts() {
  const { toasts } = useUi();
  return (
    <ol
      aria-live="polite"
      aria-label="Notifications"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-sm flex-col gap-2 sm:bottom-6"
    >
      {toasts.list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={toasts.remove} />
      ))}
    </ol>
  );
}
