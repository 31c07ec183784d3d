import { KEY_HANDOVERS, type KeyHandover } from "~/lib/owner/check-in-form";

/** The owner's check-in information, as the guest reads it on their booking summary. */
export function ArrivalDetails({ information }: { information: Record<string, string> | null | undefined }) {
  if (!information) {
    return (
      <section aria-labelledby="arrival-title" className="mt-6 rounded-3xl bg-surface p-6">
        <h2 id="arrival-title" className="text-lg font-semibold">
          Arrival
        </h2>
        <p className="mt-2 text-sm text-muted">
          Your host will share the address, keys and Wi-Fi details here before your stay.
        </p>
      </section>
    );
  }
  const keys =
    information.key_handover && information.key_handover in KEY_HANDOVERS
      ? KEY_HANDOVERS[information.key_handover as KeyHandover]
      : null;
  const rows: [string, string | null | undefined][] = [
    ["Check-in", information.check_in_from ? `From ${information.check_in_from}` : null],
    ["Check-out", information.check_out_until ? `By ${information.check_out_until}` : null],
    ["Address", [information.address, information.address_details].filter(Boolean).join(" · ")],
    ["Getting in", information.access_instructions],
    ["Keys", [keys, information.key_details].filter(Boolean).join(": ")],
    ["Phone on arrival day", information.contact_phone],
    [
      "Wi-Fi",
      information.wifi_name
        ? `${information.wifi_name}${information.wifi_password ? ` · password ${information.wifi_password}` : ""}`
        : null,
    ],
  ];
  return (
    <section aria-labelledby="arrival-title" className="mt-6 rounded-3xl border border-line p-6">
      <h2 id="arrival-title" className="text-lg font-semibold">
        Arrival
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className={label === "Getting in" || label === "Address" ? "sm:col-span-2" : undefined}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="whitespace-pre-line font-medium">
                {label === "Phone on arrival day" ? (
                  <a
                    href={`tel:${value.replace(/[^\d+]/g, "")}`}
                    className="text-brand-700 underline underline-offset-4"
                  >
                    {/* A phone number never breaks across lines. */}
                    {value.replaceAll(" ", "\u00a0")}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
