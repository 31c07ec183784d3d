/** SPEC 9: a toast stays this long unless it says otherwise. */
export const TOAST_DEFAULT_TIMEOUT_MS = 5000;

export type ToastTone = "info" | "success" | "error";

export interface ToastInput {
  id?: string;
  timeout?: number;
  message: string;
  tone?: ToastTone;
}

export interface Toast extends Required<Pick<ToastInput, "id" | "timeout" | "message">> {
  tone: ToastTone;
  finished: boolean;
}

let counter = 0;

function generateId(): string {
  counter += 1;
  return `toast-${Date.now().toString(36)}-${counter}`;
}

/** SPEC 3/4: an added toast gets an id when it has none, the default timeout and finished=false. */
export function createToast(input: ToastInput): Toast {
  return {
    ...input,
    id: input.id ?? generateId(),
    timeout: input.timeout ?? TOAST_DEFAULT_TIMEOUT_MS,
    tone: input.tone ?? "info",
    finished: false,
  };
}

export type ToastAction = { type: "add"; toast: Toast } | { type: "remove"; id: string } | { type: "clearAll" };

/** Removal marks the toast finished and filters it out; clearAll empties the list. */
export function toastsReducer(toasts: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case "add":
      return [...toasts.filter((toast) => toast.id !== action.toast.id), action.toast];
    case "remove":
      return toasts
        .map((toast) => (toast.id === action.id ? { ...toast, finished: true } : toast))
        .filter((toast) => !toast.finished);
    case "clearAll":
      return [];
  }
}
