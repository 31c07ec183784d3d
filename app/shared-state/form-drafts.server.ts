import { createHmac, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { now } from "~/lib/clock";
import { type SharedRedis, describeError, sharedRedis, withDeadline } from "~/shared-state/redis.server";

/**
 * What a visitor typed into a form when their session ended, kept on the server while they sign
 * in again (docs/decisions/013-form-drafts.md). Each draft is:
 *
 * - short-lived: FORM_DRAFT_TTL_SECONDS from the moment it is kept, judged by the site's clock;
 * - bounded: at most FORM_DRAFT_MAX_BYTES as stored, and at most FORM_DRAFT_MEMORY_ENTRIES of them
 *   in a process (the oldest go first); a larger draft is not kept at all;
 * - read once: taking it removes it (GETDEL in Redis), so a second read finds nothing;
 * - bound to its visitor: it is stored under HMAC(owner, id), where `id` travels in the sign-in
 *   redirect and `owner` is the visitor's secret from an HttpOnly cookie. Whoever has the id
 *   without the secret looks under another key: they can neither read nor spend the draft.
 *
 * With REDIS_URL the drafts live in Redis, so the instance that answers after the sign-in finds
 * what another one kept; without it, in this process. A Redis that fails or does not answer in
 * REDIS_COMMAND_TIMEOUT_MS costs sharing, never the request: the draft is kept in this process,
 * with one warning per outage, and a take looks there too.
 */
export const FORM_DRAFT_TTL_SECONDS = 900;
export const FORM_DRAFT_MAX_BYTES = 8192;
export const FORM_DRAFT_MEMORY_ENTRIES = 2000;
export const FORM_DRAFT_KEY_PREFIX = "vr:form-draft:";

/** 16 random bytes, base64url: the part of a draft's key that travels in URLs. */
const DRAFT_ID = /^[\w-]{22}$/;

const storedDraftSchema = z.object({
  form: z.string().min(1).max(40),
  path: z.string().startsWith("/").max(2048),
  values: z.partialRecord(z.string().max(64), z.string()),
  /** Epoch milliseconds, by the site's clock. */
  expires: z.number().int(),
});

export type FormDraft = Omit<z.infer<typeof storedDraftSchema>, "expires">;

export interface FormDraftStore {
  /** Keeps `draft` for the visitor whose secret is `owner`: its id, or null when it is too large to keep. */
  put(owner: string, draft: FormDraft): Promise<string | null>;
  /** The visitor's draft `id`, once: null when there is none (taken, expired, another visitor's, unreadable). */
  take(owner: string, id: string): Promise<FormDraft | null>;
}

export interface FormDraftStoreOptions {
  redis?: SharedRedis;
  ttlSeconds?: number;
  maxBytes?: number;
  memoryEntries?: number;
}

/** Where a draft is kept: only the visitor's secret and the id together name it. */
function storageKey(owner: string, id: string): string {
  return `${FORM_DRAFT_KEY_PREFIX}${createHmac("sha256", owner).update(id).digest("base64url")}`;
}

export function createFormDraftStore({
  redis,
  ttlSeconds = FORM_DRAFT_TTL_SECONDS,
  maxBytes = FORM_DRAFT_MAX_BYTES,
  memoryEntries = FORM_DRAFT_MEMORY_ENTRIES,
}: FormDraftStoreOptions = {}): FormDraftStore {
  // lru-cache's own TTL only frees memory; whether a draft is still good is judged by `expires`.
  const memory = new LRUCache<string, string>({ max: memoryEntries, ttl: ttlSeconds * 1000 });
  const unavailable = (error: unknown) =>
    redis?.warnOnce(
      "form-drafts",
      `[shared-state] form drafts: Redis at ${redis.where} failed (${describeError(error)}); drafts are kept in this process until it is back`,
    );

  async function write(key: string, text: string): Promise<void> {
    if (redis) {
      try {
        await withDeadline(redis.client.set(key, text, { expiration: { type: "EX", value: ttlSeconds } }));
        return;
      } catch (error) {
        unavailable(error);
      }
    }
    memory.set(key, text);
  }

  async function takeText(key: string): Promise<string | undefined> {
    const local = memory.get(key);
    memory.delete(key);
    if (!redis) return local;
    try {
      return (await withDeadline(redis.client.getDel(key))) ?? local;
    } catch (error) {
      unavailable(error);
      return local;
    }
  }

  return {
    async put(owner, draft) {
      const text = JSON.stringify({ ...draft, expires: now().getTime() + ttlSeconds * 1000 });
      if (Buffer.byteLength(text) > maxBytes) return null;
      const id = randomBytes(16).toString("base64url");
      await write(storageKey(owner, id), text);
      return id;
    },

    async take(owner, id) {
      if (!DRAFT_ID.test(id) || owner.length === 0) return null;
      const text = await takeText(storageKey(owner, id));
      if (text === undefined) return null;
      let stored: unknown;
      try {
        stored = JSON.parse(text);
      } catch {
        stored = undefined;
      }
      const parsed = storedDraftSchema.safeParse(stored);
      if (!parsed.success) {
        console.warn("[shared-state] form drafts: dropped an unreadable draft");
        return null;
      }
      const { expires, ...draft } = parsed.data;
      return expires > now().getTime() ? draft : null;
    },
  };
}

let processStore: FormDraftStore | undefined;

/** The process's draft store: in Redis when REDIS_URL is set, else in memory. */
export function formDraftStore(): FormDraftStore {
  processStore ??= createFormDraftStore({ redis: sharedRedis() });
  return processStore;
}
