import type { Host } from "~/api/schemas";
import { Picture } from "~/components/picture";
import { hostingText, initialsOf, responseText } from "~/lib/host-text";

/** Who hosts the stay: their picture or initials, how long they have hosted and how they answer. */
export function HostCard({ host, today }: { host: Host; today: string }) {
  const hosting = hostingText(host.joined_at, today);
  const response = responseText(host.response_rate, host.response_time);
  return (
    <div className="flex items-center gap-4">
      {host.avatar_url ? (
        <Picture
          src={host.avatar_url}
          alt=""
          width={64}
          height={64}
          sizes="64px"
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-semibold text-white"
        >
          {initialsOf(host.first_name)}
        </span>
      )}
      <div>
        <p className="text-lg font-semibold">Hosted by {host.first_name}</p>
        {hosting ? <p className="text-sm text-muted">{hosting}</p> : null}
        {response ? <p className="text-sm text-muted">{response}</p> : null}
      </div>
    </div>
  );
}
