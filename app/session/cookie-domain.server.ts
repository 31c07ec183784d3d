import { parse } from "tldts";
import { z } from "zod";

/**
 * The Public Suffix List with its private section (github.io, herokuapp.com…): browsers refuse a
 * cookie for any of those suffixes too, so "foo.github.io" is its own registrable domain.
 */
const PSL_OPTIONS = { allowPrivateDomains: true } as const;

/** localhost and its subdomains (RFC 6761) are this machine: their cookies stay host-only. */
function isLocalhost(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}

/**
 * The registrable domain of `siteUrl` (the public suffix plus one label), by the Public Suffix
 * List: "www.example.co.uk" -> "example.co.uk", "www.example.com" -> "example.com". Undefined for
 * localhost, IP addresses and a host that is itself a public suffix: the cookie is then the
 * host's own (no Domain attribute).
 */
export function registrableDomain(siteUrl: string): string | undefined {
  const host = new URL(siteUrl).hostname;
  if (isLocalhost(host)) return undefined;
  const parsed = parse(host, PSL_OPTIONS);
  if (parsed.isIp) return undefined;
  return parsed.domain ?? undefined;
}

/** The settings the cookie domain depends on (app/env.server.ts validates them and calls this module). */
export interface CookieDomainEnv {
  APP_ENV: "local" | "staging" | "production";
  SITE_URL: string;
  COOKIE_DOMAIN?: string;
}

/**
 * The Domain attribute of every cookie the site shares across its subdomains (SPEC 9: the
 * product's parent domain): COOKIE_DOMAIN when set, none in local development, otherwise the
 * registrable domain of SITE_URL. Never a public suffix, an IP address or localhost.
 */
export function cookieDomain(env: CookieDomainEnv): string | undefined {
  if (env.COOKIE_DOMAIN) return env.COOKIE_DOMAIN;
  if (env.APP_ENV === "local") return undefined;
  return registrableDomain(env.SITE_URL);
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * COOKIE_DOMAIN as configured: optional; trimmed, lower-cased, a leading dot dropped (browsers
 * ignore it). It must be a host name with a registrable part, not a public suffix, an IP
 * address or localhost.
 */
export const cookieDomainSetting = z
  .string()
  .optional()
  .transform((value) => value?.trim().toLowerCase().replace(/^\./, "") || undefined)
  .superRefine((value, context) => {
    if (value === undefined) return;
    const problem = domainProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

function domainProblem(domain: string): string | null {
  if (isLocalhost(domain)) return "must be a registrable domain such as example.com, not localhost (leave it unset)";
  const parsed = parse(domain, PSL_OPTIONS);
  if (parsed.isIp) return "must be a domain name such as example.com, not an IP address (leave it unset)";
  if (!HOST_NAME.test(domain)) return "must be a host name such as example.com";
  if (parsed.domain === null) return `must not be a public suffix (${domain}): browsers refuse such a cookie`;
  return null;
}

/**
 * The cookie reaches SITE_URL only when its host is COOKIE_DOMAIN or one of its subdomains;
 * a browser refuses any other Domain. Null when they fit (or either is missing or malformed,
 * which their own checks report).
 */
export function cookieDomainMismatch(env: { SITE_URL?: unknown; COOKIE_DOMAIN?: unknown }): string | null {
  if (typeof env.COOKIE_DOMAIN !== "string" || typeof env.SITE_URL !== "string") return null;
  let host: string;
  try {
    host = new URL(env.SITE_URL).hostname;
  } catch {
    return null;
  }
  if (host === env.COOKIE_DOMAIN || host.endsWith(`.${env.COOKIE_DOMAIN}`)) return null;
  return `must be the host of SITE_URL (${host}) or a parent domain of it`;
}
