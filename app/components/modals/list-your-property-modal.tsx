import { Link } from "react-router";
import { Modal } from "~/components/modal";
import { useUi } from "~/components/ui-state";

const STEPS = [
  "Describe your home, add photos and set house rules.",
  "Set your nightly prices, seasons and fees, or upload them as a file.",
  "Connect your channel manager and welcome guests.",
];

export function ListYourPropertyModal() {
  const ui = useUi();
  const close = () => ui.listYourProperty.setOpen(false);
  return (
    <Modal open={ui.listYourProperty.open} onClose={close} title="List your property">
      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 font-semibold text-brand-800">{index + 1}</span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link to="/publish-my-property" className="btn-primary" onClick={close}>
          Get started
        </Link>
        <Link to="/owner-support" className="btn-secondary" onClick={close}>
          Owner questions
        </Link>
      </div>
    </Modal>
  );
}
