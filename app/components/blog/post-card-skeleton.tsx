/** Placeholder cards with the same shape as PostCard, shown while posts load. */
export function PostCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="post-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse overflow-hidden rounded-[var(--radius-card)] border border-line">
          <div className="aspect-[3/2] bg-surface" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/4 rounded bg-line" />
            <div className="h-5 w-3/4 rounded bg-line" />
            <div className="h-3 w-full rounded bg-line" />
            <div className="h-3 w-2/3 rounded bg-line" />
          </div>
        </li>
      ))}
    </ul>
  );
}
