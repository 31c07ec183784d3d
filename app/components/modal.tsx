import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from "react";
import { CloseIcon } from "~/components/close-icon";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** "center" for dialogs, "sheet" slides up from the bottom on phones. */
  placement?: "center" | "sheet";
}

/**
 * A modal built on the native <dialog>: focus trapping, Escape, closing on a click outside
 * (closedby="any") and the inert background come from the browser, so it costs almost no JavaScript.
 */
export function Modal({ open, onClose, title, children, placement = "center" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Browsers without closedby (Safari so far) get the same click-outside close by hand; the
  // backdrop belongs to the dialog element itself, so a click on it targets the dialog.
  const closeFromBackdrop = useEffectEvent(() => onClose());
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || "closedBy" in dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) closeFromBackdrop();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, []);

  const position =
    placement === "sheet"
      ? "mb-0 w-full max-w-none rounded-t-3xl sm:m-auto sm:max-w-lg sm:rounded-3xl"
      : "m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl";

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      closedby="any"
      onClose={onClose}
      className={`${position} bg-white p-0 text-ink shadow-2xl`}
    >
      {open ? (
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            onClick={onClose}
            className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-muted hover:bg-surface"
            aria-label="Close"
          >
            <CloseIcon />
          </button>
          <h2 id={titleId} className="pr-10 text-xl font-semibold">
            {title}
          </h2>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
