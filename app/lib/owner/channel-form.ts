import { z } from "zod";

/** Credentials for a channel manager; the API key is sent upstream and never shown again. */
export const channelFormSchema = z.object({
  provider: z.string().trim().min(1, "Choose your channel manager."),
  account_id: z
    .string()
    .trim()
    .min(3, "Enter your account or property id at the channel manager.")
    .max(64, "Keep the account id under 64 characters."),
  api_key: z
    .string()
    .trim()
    .min(8, "Enter the API key from your channel manager (at least 8 characters).")
    .max(200, "An API key has at most 200 characters."),
});
export type ChannelCredentials = z.output<typeof channelFormSchema>;
export const CHANNEL_INTENTS = ["test", "connect", "disconnect"] as const;
export type ChannelIntent = (typeof CHANNEL_INTENTS)[number];
