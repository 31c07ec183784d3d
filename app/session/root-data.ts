import type { SignedInUser } from "~/api/schemas";
import type { PublicEnv } from "~/env.server";
import type { ConsentChoice } from "~/lib/consent";
import type { Device } from "~/lib/device";
import type { NoticeToast } from "~/lib/notices";
import type { PictureSettings } from "~/lib/picture-sources";
import type { SiteConfig } from "~/lib/site-config";
import type { RoleState } from "~/session/roles";

/**
 * What the root loader (app/root.tsx) gives every page: the site, the public settings, the
 * device, the visitor's consent and "today", and the signed-in user with their roles. Declared
 * here, with the session that owns it, so components read it without importing root.tsx.
 */
export interface RootData {
  roles: RoleState | null;
  site: SiteConfig;
  env: PublicEnv;
  /** Where pictures come from and who resizes them (app/lib/picture-sources.ts). */
  pictures: PictureSettings;
  device: Device;
  isBot: boolean;
  consent: ConsentChoice | null;
  /** One "today" for the server render and the hydration (date inputs' minimum, the footer). */
  today: string;
  user: SignedInUser | null;
  /**
   * The API could not say who the visitor is when the root's data came again in the browser
   * (an outage, not a refusal): the session is kept, and the browser keeps the profile it shows.
   */
  profileUnavailable: boolean;
  /**
   * A toast this answer shows once (app/lib/notices.ts): why the visitor is signed out when the
   * API just ended their session (SPEC 8), or what the form they just sent did.
   */
  notice: NoticeToast | null;
}
