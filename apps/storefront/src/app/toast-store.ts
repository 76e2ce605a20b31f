/** Spec "toast status and message": what the toast region shows. */
export type ToastStatus = 'success' | 'error' | 'info';
export type Toast = { id: number; status: ToastStatus; title?: string; message: string };

type Listener = () => void;

/** A tiny store for toasts, readable with `useSyncExternalStore`. */
export function createToastStore(): {
  show: (toast: Omit<Toast, 'id'>) => number;
  dismiss: (id: number) => void;
  subscribe: (listener: Listener) => () => void;
  getSnapshot: () => readonly Toast[];
} {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = (): void => listeners.forEach((listener) => listener());

  return {
    show(toast) {
      const id = nextId++;
      toasts = [...toasts, { ...toast, id }];
      emit();
      return id;
    },
    dismiss(id) {
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
