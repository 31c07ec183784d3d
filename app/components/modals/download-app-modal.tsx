import { onDemandModal } from "~/components/modals/on-demand";

/** The download-the-app modal (download-app-dialog.tsx), loaded when first opened. */
export const DownloadAppModal = onDemandModal(
  (ui) => ui.downloadApp.open,
  () => import("~/components/modals/download-app-dialog").then((module) => module.DownloadAppDialog),
);
