import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import type { Toast } from './toast-store';

const TOAST_MS = 6000;

const statusClasses: Record<Toast['status'], string> = {
  success: 'border-success bg-success-soft',
  error: 'border-danger bg-danger-soft',
  info: 'border-info bg-info-soft',
};

/**
 * Where toasts appear. Text only, never HTML (I3): a server message is shown as the literal
 * string it is. Errors are announced assertively, the rest politely.
 */
export function ToastRegion() {
  const { toasts } = useRouteContext({ from: '__root__' });
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, () => []);
  return (
    <section
      aria-label="Notificaciones"
      className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-80 flex-col gap-2"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {items
          .filter((t) => t.status !== 'error')
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={toasts.dismiss} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {items
          .filter((t) => t.status === 'error')
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={toasts.dismiss} />
          ))}
      </div>
    </section>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div
      data-toast-status={toast.status}
      className={`pointer-events-auto rounded-control border-l-4 p-3 shadow ${statusClasses[toast.status]}`}
    >
      {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
      <p>{toast.message}</p>
      <button type="button" className="mt-1 text-sm underline" onClick={() => onDismiss(toast.id)}>
        Cerrar
      </button>
    </div>
  );
}
