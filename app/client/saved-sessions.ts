/** SPEC 3/4: the stored list of saved sessions and the flag that marks it migrated. */
export const SAVED_SESSIONS_KEY = "saved_sessions";
export const SAVED_SESSIONS_SAFE_FLAG = "saved_sessions_safe";

/**
 * SPEC 4 migration: on first load, when the safe flag is unset, the stored list is emptied and
 * the flag set to true. Lists saved by older builds could hold tokens; this drops them once.
 * Storage errors (private mode, quota) are only logged.
 */
export function migrateSavedSessions(storage: Pick<Storage, "getItem" | "setItem">): boolean {
  try {
    if (storage.getItem(SAVED_SESSIONS_SAFE_FLAG) !== null) return false;
    storage.setItem(SAVED_SESSIONS_KEY, "[]");
    storage.setItem(SAVED_SESSIONS_SAFE_FLAG, "true");
    return true;
  } catch (error) {
    console.error("[saved-sessions] migration failed", error);
    return false;
  }
}
