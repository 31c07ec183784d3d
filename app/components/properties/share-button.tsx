import { useRootData } from "~/components/session-user";
import { useUi } from "~/components/ui-state";
import { useHydrated } from "~/components/use-hydrated";
import { shareLink } from "~/lib/share-link";

const SHARE_ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path
      d="M12 3v12m0-12 4 4m-4-4L8 7M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Share the page: the phone's share sheet, or the link copied with a toast saying so. Until the
 * page runs (and without JavaScript) it is a link writing an email with the page's address, the
 * same size, so nothing moves when the button takes its place.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const hydrated = useHydrated();
  const { toasts } = useUi();
  const site = useRootData()?.site;
  if (!hydrated) {
    const url = site ? `${site.url}${path}` : path;
    const mail = new URLSearchParams({ subject: title, body: `${title}\n${url}` });
    return (
      // mailto: takes %20 for spaces, not the + of form encoding.
      <a href={`mailto:?${mail.toString().replaceAll("+", "%20")}`} className="btn-secondary">
        {SHARE_ICON}
        Share
      </a>
    );
  }
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => {
        const url = new URL(path, window.location.origin).href;
        void shareLink(navigator, { title, url }).then((outcome) => {
          if (outcome === "copied")
            toasts.add({ message: "Link copied. Paste it anywhere to share this stay.", tone: "success" });
          if (outcome === "failed")
            toasts.add({ message: `The link could not be copied: ${url}`, tone: "error", timeout: 10_000 });
        });
      }}
    >
      {SHARE_ICON}
      Share
    </button>
  );
}
