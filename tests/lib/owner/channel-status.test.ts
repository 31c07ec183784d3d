import { describe, expect, it } from "vitest";
import { channelStatus } from "~/lib/owner/channel-status";

const MANAGERS = [
  { slug: "guesty", name: "Guesty" },
  { slug: "smoobu", name: "Smoobu" },
];
const OFF = { status: "disconnected" as const, provider_name: null, account_id: null };
const ON = { status: "connected" as const, provider_name: "Smoobu", account_id: "acct-1" };

describe("channelStatus: one place says whether the owner is connected", () => {
  it("a passed test leaves the status not connected and says so inside it", () => {
    expect(channelStatus(OFF, { kind: "test-passed", provider: "guesty", accountId: "acct-7781" }, MANAGERS)).toEqual({
      connected: false,
      title: "Not connected",
      result: {
        tone: "good",
        text: "Test passed: Guesty answered for account acct-7781. Connect to start syncing.",
      },
    });
  });

  it("a passed test while connected keeps the connection in the title", () => {
    const status = channelStatus(ON, { kind: "test-passed", provider: "guesty", accountId: "acct-2" }, MANAGERS);
    expect(status.title).toBe("Connected to Smoobu");
    expect(status.result?.text).toBe("Test passed: Guesty answered for account acct-2. Connect to switch to it.");
  });

  it("a refused test or connect is a bad result under the connection as it is", () => {
    expect(channelStatus(OFF, { kind: "refused", intent: "test" }, MANAGERS).result).toEqual({
      tone: "bad",
      text: "Test failed: the channel manager refused these credentials. Check the account ID and API key in its settings, then try again.",
    });
    const refused = channelStatus(ON, { kind: "refused", intent: "connect" }, MANAGERS);
    expect(refused.title).toBe("Connected to Smoobu");
    expect(refused.result?.text).toMatch(/^Not connected: the channel manager refused/);
  });

  it("the title follows the connection the API reports, whatever the last button said", () => {
    expect(channelStatus(ON, { kind: "connected" }, MANAGERS)).toEqual({
      connected: true,
      title: "Connected to Smoobu",
      result: { tone: "good", text: "Calendars and prices now stay in sync." },
    });
    expect(channelStatus(OFF, { kind: "disconnected" }, MANAGERS)).toEqual({
      connected: false,
      title: "Not connected",
      result: { tone: "good", text: "Disconnected. Your calendar is no longer synchronised." },
    });
    // A connect the API did not keep says nothing of success.
    expect(channelStatus(OFF, { kind: "connected" }, MANAGERS)).toEqual({
      connected: false,
      title: "Not connected",
      result: null,
    });
    expect(channelStatus(ON, null, MANAGERS).result).toBeNull();
  });
});
