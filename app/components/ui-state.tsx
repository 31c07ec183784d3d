import { type ReactNode, createContext, useCallback, useContext, useMemo, useReducer, useState } from "react";
import { type ToastInput, createToast, toastsReducer } from "~/lib/toasts";

export type UserType = "guest" | "vendor";
export type LoginFormMode = "login" | "two-factor" | "quick-store" | "password-recover";

/** SPEC 2 sign-in modal state. */
export interface LoginModalState {
  open: boolean;
  mode: LoginFormMode;
  userType: UserType;
  listYourPropertyError: string | null;
}

/** SPEC 2 wishlist modal state: the open flag and the property concerned. */
export interface WishlistModalState {
  open: boolean;
  propertyId: number | null;
}

export interface ConfirmationState {
  open: boolean;
  title: string;
  message: string;
}

const initialLogin: LoginModalState = { open: false, mode: "login", userType: "guest", listYourPropertyError: null };
const initialWishlist: WishlistModalState = { open: false, propertyId: null };
const initialConfirmation: ConfirmationState = { open: false, title: "", message: "" };

function useUiStateValue(initialToasts: readonly ToastInput[]) {
  const [loadingCount, setLoadingCount] = useState(0);
  const [login, setLogin] = useState(initialLogin);
  const [wishlist, setWishlist] = useState(initialWishlist);
  const [listYourPropertyOpen, setListYourPropertyOpen] = useState(false);
  const [downloadAppOpen, setDownloadAppOpen] = useState(false);
  const [confirmation, setConfirmation] = useState(initialConfirmation);
  const [toasts, dispatchToasts] = useReducer(toastsReducer, initialToasts, (inputs) => inputs.map(createToast));

  const startLoading = useCallback(() => setLoadingCount((count) => count + 1), []);
  const endLoading = useCallback(() => setLoadingCount((count) => Math.max(0, count - 1)), []);
  const addToast = useCallback((input: ToastInput) => {
    const toast = createToast(input);
    dispatchToasts({ type: "add", toast });
    return toast.id;
  }, []);
  const setListYourPropertyError = useCallback(
    (message: string | null) =>
      setLogin((state) =>
        state.listYourPropertyError === message ? state : { ...state, listYourPropertyError: message },
      ),
    [],
  );
  const removeToast = useCallback((id: string) => dispatchToasts({ type: "remove", id }), []);
  const clearToasts = useCallback(() => dispatchToasts({ type: "clearAll" }), []);

  return useMemo(
    () => ({
      loading: { active: loadingCount > 0, start: startLoading, end: endLoading },
      login: {
        ...login,
        openWith: (changes: Partial<Omit<LoginModalState, "open">> = {}) =>
          setLogin({ ...initialLogin, ...changes, open: true }),
        setMode: (mode: LoginFormMode) => setLogin((state) => ({ ...state, mode })),
        setListYourPropertyError,
        close: () => setLogin((state) => ({ ...state, open: false })),
      },
      wishlist: {
        ...wishlist,
        openFor: (propertyId: number) => setWishlist({ open: true, propertyId }),
        close: () => setWishlist(initialWishlist),
      },
      listYourProperty: { open: listYourPropertyOpen, setOpen: setListYourPropertyOpen },
      downloadApp: { open: downloadAppOpen, setOpen: setDownloadAppOpen },
      confirmation: {
        ...confirmation,
        show: (title: string, message: string) => setConfirmation({ open: true, title, message }),
        close: () => setConfirmation(initialConfirmation),
      },
      toasts: { list: toasts, add: addToast, remove: removeToast, clearAll: clearToasts },
    }),
    [
      loadingCount,
      login,
      wishlist,
      listYourPropertyOpen,
      downloadAppOpen,
      confirmation,
      toasts,
      startLoading,
      endLoading,
      addToast,
      removeToast,
      clearToasts,
      setListYourPropertyError,
    ],
  );
}

export type UiState = ReturnType<typeof useUiStateValue>;

const UiContext = createContext<UiState | null>(null);

/** `initialToasts` are shown from the first render, the server's included (give them an id). */
export function UiStateProvider({
  children,
  initialToasts = [],
}: {
  children: ReactNode;
  initialToasts?: readonly ToastInput[];
}) {
  const value = useUiStateValue(initialToasts);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiState {
  const value = useContext(UiContext);
  if (!value) throw new Error("useUi must be used inside <UiStateProvider>");
  return value;
}
