import { createHmac, randomBytes } from "node:crypto";
import type { Env } from "~/env.server";

let generated: string | undefined;

/**
 * The key the server signs with: SESSION_SECRET (required outside local development, the same on
 * every instance), or locally one made for this process, said once in the log. Each use gets
 * its own key derived from it, so a signature made for one purpose never passes for another.
 */
export function signingKey(purpose: string, env: Pick<Env, "SESSION_SECRET">): Buffer {
  let secret = env.SESSION_SECRET;
  if (!secret) {
    if (!generated) {
      generated = randomBytes(32).toString("base64url");
      console.info(
        "[session] SESSION_SECRET is not set: signing with a key made for this process (fine locally; two-factor challenges do not survive a restart or reach another instance)",
      );
    }
    secret = generated;
  }
  return createHmac("sha256", secret).update(`vacation-rentals:${purpose}`).digest();
}
