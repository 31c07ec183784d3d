import type { RootData } from "~/session/root-data";

type Profile = Pick<RootData, "user" | "roles">;

/** The profile the page shows now (one browser, one visitor): kept for the answer that could not load it. */
let shown: Profile | null = null;

/** Whether the page shows a signed-in visitor. */
export function showsSignedIn(): boolean {
  return Boolean(shown?.user);
}

/** Notes the profile of root data the page renders, unless that data could not load one. */
export function rememberProfile(data: RootData): void {
  if (!data.profileUnavailable) shown = { user: data.user, roles: data.roles };
}

/** The root data to render: as it came, or, when it could not load the profile, with the one shown before. */
export function withKnownProfile(data: RootData, known: Profile | null = shown): RootData {
  if (!data.profileUnavailable) {
    rememberProfile(data);
    return data;
  }
  return known ? { ...data, ...known } : data;
}
