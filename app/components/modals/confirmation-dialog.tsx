import { Modal } from "~/components/modal";
import { useUi } from "~/components/ui-state";

/** A confirmation any flow can raise (a booking made, a message sent). */
export function ConfirmationDialog() {
  const ui = useUi();
  return (
    <Modal open={ui.confirmation.open} onClose={ui.confirmation.close} title={ui.confirmation.title}>
      <p className="text-sm text-ink">{ui.confirmation.message}</p>
      <button type="button" className="btn-primary mt-6 w-full" onClick={ui.confirmation.close}>
        OK
      </button>
    </Modal>
  );
}
