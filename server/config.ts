import { isIP } from "node:net";
import { z } from "zod";

/**
 * The HTTP server's own settings, validated at start like the app's (app/env.server.ts). The
 * server refuses to start on a malformed value rather than guess what the operator meant.
 */

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export type TrustProxy = false | number | string[];

/**
 * Express's trust-proxy values, narrowed to the safe ones: `false` (the default: nothing a
 * client sends about itself is believed), a hop count, or a list of addresses, CIDR ranges and
 * the names loopback, linklocal and uniquelocal. `true` is refused: it would believe the
 * left-most X-Forwarded-For entry, which any client writes.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (!value || value === "false") return false;
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "true would trust every hop, so any client could choose its own address and protocol: name the proxies (loopback, a list of addresses or CIDR ranges) or give a hop count",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: "custom", message: "a hop count is between 1 and 10" });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `not an address, a CIDR range, loopback, linklocal or uniquelocal: ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  TRUST_PROXY: trustProxySchema,
  /**
   * After SIGTERM, how long the server keeps accepting while /readyz says 503, so a balancer that
   * polls it stops sending here before the port closes (0: close the port at once).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** How long a stopping server lets requests in flight finish before it closes what is left. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * How long a rendered public page is served again to anonymous visitors before it is rendered
   * anew (server/page-cache.ts); a page's own s-maxage can make it shorter. 0: every request renders.
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** How much memory the cached pages may take together, in MB. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** json (one line per request, for log collectors) or pretty (for a person at a terminal). */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
});

export type ServerConfig = z.infer<typeof serverEnvSchema>;

export class ServerConfigError extends Error {
  override name = "ServerConfigError";
}

export function parseServerConfig(source: Record<string, string | undefined>): ServerConfig {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ServerConfigError(`Invalid server configuration:\n${lines.join("\n")}`);
}
