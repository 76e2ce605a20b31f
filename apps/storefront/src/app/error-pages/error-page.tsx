import type { ReactNode } from 'react';
import { messages } from '../../copy/messages';

/**
 * Spec §2: a not-found variant for 404 and a server-error variant for everything else. The
 * spec's default titles («Page Not Found», «Internal Server Error») are shown in Spanish.
 */
export function ErrorPage({
  status,
  title = status === 404 ? messages.notFoundTitle : messages.serverErrorTitle,
  message,
  children,
}: {
  status: number;
  title?: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="error-title"
      data-error-variant={status === 404 ? 'not-found' : 'server-error'}
      className="mx-auto max-w-xl py-16 text-center"
    >
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-2 text-ink-muted">{message}</p>
      <div className="mt-6 flex justify-center gap-3">{children}</div>
    </section>
  );
}
