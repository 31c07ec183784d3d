import { describe, expect, it } from "vitest";
import { CHANNEL_INTENTS, channelFormSchema } from "~/lib/owner/channel-form";

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("channel manager credentials", () => {
  it("trimmed provider, account id 3 to 64, API key 8 to 200", () => {
    expect(CHANNEL_INTENTS).toEqual(["test", "connect", "disconnect"]);
    expect(
      channelFormSchema.parse({
        provider: " beds24 ",
        account_id: ` ${"a".repeat(64)} `,
        api_key: ` ${"k".repeat(200)} `,
      }),
    ).toEqual({ provider: "beds24", account_id: "a".repeat(64), api_key: "k".repeat(200) });
    expect(
      fieldErrors(channelFormSchema.safeParse({ provider: "  ", account_id: " ab ", api_key: " 1234567 " })),
    ).toEqual({
      provider: "Choose your channel manager.",
      account_id: "Enter your account or property id at the channel manager.",
      api_key: "Enter the API key from your channel manager (at least 8 characters).",
    });
    expect(
      fieldErrors(
        channelFormSchema.safeParse({ provider: "beds24", account_id: "a".repeat(65), api_key: "k".repeat(201) }),
      ),
    ).toEqual({
      account_id: "Keep the account id under 64 characters.",
      api_key: "An API key has at most 200 characters.",
    });
  });
});
