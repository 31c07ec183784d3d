import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { facebookAuth } from "~/client/facebook-session";
import { renderGoogleButton } from "~/client/google";
import { useRootData } from "~/components/session-user";
import type { SocialUser } from "~/lib/social-profile";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/**
 * Facebook and Google sign-in. The SDKs load in the browser only, when the button is used
 * (Facebook) or shown (Google, when a client id is configured); the credential is exchanged
 * for our own token by the /login/facebook action.
 */
export function SocialButtons({ redirectTo, formError }: { redirectTo?: string; formError?: string | null }) {
  const root = useRootData();
  const fetcher = useFetcher<{ formError?: string | null }>({ key: "social-login" });
  const pagePath = useAmpAwarePath();
  const [problem, setProblem] = useState<string | null>(null);
  const googleSlot = useRef<HTMLDivElement>(null);
  const appId = root?.env.FACEBOOK_APP_ID;
  const googleClientId = root?.env.GOOGLE_CLIENT_ID;

  const exchange = (provider: "facebook" | "google", user: SocialUser, credential: string) => {
    // React Router keeps a failed submission in the fetcher's state (or the error boundary): this promise does not reject.
    void fetcher.submit(
      {
        provider,
        credential,
        social_id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        ...(redirectTo ? { redirectTo } : {}),
      },
      { method: "post", action: pagePath("/login/facebook") },
    );
  };

  // Google calls back long after the button is rendered: the exchange then uses the latest props.
  const onGoogleCredential = useEffectEvent((user: SocialUser, credential: string) =>
    exchange("google", user, credential),
  );
  useEffect(() => {
    const slot = googleSlot.current;
    if (!googleClientId || !slot) return;
    renderGoogleButton(slot, googleClientId, (user, credential) => onGoogleCredential(user, credential)).catch(
      (error: Error) => setProblem(error.message),
    );
  }, [googleClientId]);

  /** Never rejects: every failure becomes the message under the buttons. */
  const signInWithFacebook = async () => {
    if (!appId) return;
    setProblem(null);
    try {
      const state = await facebookAuth(appId).signIn();
      if (state.userData && state.token) exchange("facebook", state.userData, state.token);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  // `formError`: the answer of a plain form post to /login/facebook (no fetcher involved).
  const message = problem ?? fetcher.data?.formError ?? formError ?? null;
  return (
    <div className="mt-5 border-t border-line pt-5">
      <p className="mb-3 text-center text-sm text-muted">or continue with</p>
      <div className="grid gap-3">
        {appId ? (
          <button
            type="button"
            onClick={() => void signInWithFacebook()}
            className="btn-secondary w-full"
            disabled={fetcher.state !== "idle"}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="#1877F2">
              <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
            </svg>
            Facebook
          </button>
        ) : null}
        {googleClientId ? <div ref={googleSlot} className="flex min-h-11 justify-center" /> : null}
      </div>
      {message ? (
        <p role="alert" className="mt-3 text-center text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
