import { type ComponentType, Suspense, lazy, useState } from "react";
import { type UiState, useUi } from "~/components/ui-state";

/**
 * A shell modal whose code downloads the first time it opens. No modal is open when a page
 * loads and the server renders none, so no page's first load carries their code; once opened,
 * the modal stays mounted, so it closes and opens again on its own (focus return, no refetch
 * of its code).
 */
export function onDemandModal(isOpen: (ui: UiState) => boolean, load: () => Promise<ComponentType>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemandModal() {
    const open = isOpen(useUi());
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    ) : null;
  };
}
