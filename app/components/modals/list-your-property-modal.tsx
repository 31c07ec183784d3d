import { onDemandModal } from "~/components/modals/on-demand";

/** SPEC 2 list-your-property modal (list-your-property-dialog.tsx), loaded when first opened. */
export const ListYourPropertyModal = onDemandModal(
  (ui) => ui.listYourProperty.open,
  () => import("~/components/modals/list-your-property-dialog").then((module) => module.ListYourPropertyDialog),
);
