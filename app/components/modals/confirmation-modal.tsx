import { onDemandModal } from "~/components/modals/on-demand";

/** The confirmation any flow can raise (confirmation-dialog.tsx), loaded when first raised. */
export const ConfirmationModal = onDemandModal(
  (ui) => ui.confirmation.open,
  () => import("~/components/modals/confirmation-dialog").then((module) => module.ConfirmationDialog),
);
