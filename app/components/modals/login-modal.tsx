import { onDemandModal } from "~/components/modals/on-demand";

/** SPEC 2 sign-in modal for logged-out visitors (login-dialog.tsx), loaded when first opened. */
export const LoginModal = onDemandModal(
  (ui) => ui.login.open,
  () => import("~/components/modals/login-dialog").then((module) => module.LoginDialog),
);
