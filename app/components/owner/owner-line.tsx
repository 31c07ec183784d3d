/**
 * Whose property this is, when the signed-in agent runs it for one of their owners (the API's
 * `owner_name`); the vendor's own properties carry no such line.
 */
export function OwnerLine({ name, className = "text-sm" }: { name: string; className?: string }) {
  return (
    <p className={className}>
      <span className="text-muted">Owner:</span> <span className="font-medium">{name}</span>
    </p>
  );
}
