import { Link } from "react-router";

/** The round back button of the mobile details bar and the error page. */
export function BackChevron({ to = "/", label = "Back to the home page" }: { to?: string; label?: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="grid size-11 shrink-0 place-items-center rounded-full border border-line bg-white text-ink hover:bg-surface"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m15 5-7 7 7 7" />
      </svg>
    </Link>
  );
}
