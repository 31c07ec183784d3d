import { type ReactNode, createContext, useCallback, useContext, useEffect, useRef } from "react";
import { useRootData } from "~/components/session-user";
import { type LoginModalState, useUi } from "~/components/ui-state";

type RequireLogin = (options?: Partial<Omit<LoginModalState, "open">>) => Promise<boolean>;

const LoginGateContext = createContext<RequireLogin>(() => Promise.resolve(false));

/**
 * SPEC 4 login action: anything that needs a signed-in visitor awaits requireLogin(). Logged
 * out, it opens the sign-in modal and resolves true once the session is logged in (closing the
 * modal), or false if the visitor closes the modal instead.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const ui = useUi();
  const signedIn = Boolean(useRootData()?.user);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);

  const settle = useCallback((value: boolean) => {
    const resolvers = waiting.current;
    waiting.current = [];
    for (const resolve of resolvers) resolve(value);
  }, []);

  useEffect(() => {
    if (signedIn && waiting.current.length) {
      ui.login.close();
      settle(true);
    }
  }, [signedIn, settle, ui.login]);

  useEffect(() => {
    if (!ui.login.open && !signedIn) settle(false);
  }, [ui.login.open, signedIn, settle]);

  const requireLogin = useCallback<RequireLogin>(
    (options) => {
      if (signedIn) return Promise.resolve(true);
      ui.login.openWith(options);
      return new Promise<boolean>((resolve) => waiting.current.push(resolve));
    },
    [signedIn, ui.login],
  );

  return <LoginGateContext.Provider value={requireLogin}>{children}</LoginGateContext.Provider>;
}

export function useRequireLogin(): RequireLogin {
  return useContext(LoginGateContext);
}
