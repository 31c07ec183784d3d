/**
 * The channel manager page's status box, the one place that says whether the owner is
 * connected: the connection as the API has it now, and what the last button pressed did.
 */
export interface ChannelConnectionState {
  status: "connected" | "disconnected";
  provider_name: string | null;
  account_id: string | null;
}

/** What the last test, connect or disconnect did (nothing for a plain visit). */
export type ChannelOutcome =
  | { kind: "test-passed"; provider: string; accountId: string }
  | { kind: "refused"; intent: "test" | "connect" }
  | { kind: "connected" }
  | { kind: "disconnected" };

export interface ChannelStatus {
  connected: boolean;
  title: string;
  /** The last action's result, said inside the status; its tone tells a passed test from a refused one. */
  result: { tone: "good" | "bad"; text: string } | null;
}

export function channelStatus(
  connection: ChannelConnectionState,
  outcome: ChannelOutcome | null,
  managers: readonly { slug: string; name: string }[],
): ChannelStatus {
  const connected = connection.status === "connected";
  const title = connected ? `Connected to ${connection.provider_name ?? "your channel manager"}` : "Not connected";
  const result = ((): ChannelStatus["result"] => {
    switch (outcome?.kind) {
      case undefined:
        return null;
      case "test-passed": {
        const name = managers.find((manager) => manager.slug === outcome.provider)?.name ?? "The channel manager";
        return {
          tone: "good",
          text: connected
            ? `Test passed: ${name} answered for account ${outcome.accountId}. Connect to switch to it.`
            : `Test passed: ${name} answered for account ${outcome.accountId}. Connect to start syncing.`,
        };
      }
      case "refused":
        return {
          tone: "bad",
          text: `${outcome.intent === "test" ? "Test failed" : "Not connected"}: the channel manager refused these credentials. Check the account ID and API key in its settings, then try again.`,
        };
      case "connected":
        return connected ? { tone: "good", text: "Calendars and prices now stay in sync." } : null;
      case "disconnected":
        return connected ? null : { tone: "good", text: "Disconnected. Your calendar is no longer synchronised." };
    }
  })();
  return { connected, title, result };
}
