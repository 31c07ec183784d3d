import { Modal } from "~/components/modal";
import { useUi } from "~/components/ui-state";

export function DownloadAppDialog() {
  const ui = useUi();
  return (
    <Modal open={ui.downloadApp.open} onClose={() => ui.downloadApp.setOpen(false)} title="Take your trip with you">
      <p className="text-sm text-muted">
        Our app keeps your bookings, check-in details and host messages on your phone, even offline. Search for us by
        name in the App Store or on Google Play.
      </p>
      <ul className="mt-4 space-y-2 text-sm">
        <li>Check-in instructions and Wi-Fi details at a tap</li>
        <li>Alerts when a wishlist place drops its price</li>
        <li>Your booking confirmation without signal</li>
      </ul>
    </Modal>
  );
}
