import { Link } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

export function BrandLogo({ name }: { name: string }) {
  const pagePath = useAmpAwarePath();
  return (
    <Link
      to={pagePath("/")}
      className="flex min-h-11 items-center gap-2 font-bold tracking-tight text-ink"
      aria-label={`${name} home`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="9" fill="var(--color-brand-600)" />
        <path d="M7 17.5 16 9l9 8.5V25a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      <span className="text-lg">{name}</span>
    </Link>
  );
}
