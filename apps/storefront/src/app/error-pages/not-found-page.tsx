import { Link, useLocation } from '@tanstack/react-router';
import { messages } from '../../copy/messages';
import { ErrorPage } from './error-page';

/** 404 with the path that was asked for (spec §8). */
export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ErrorPage status={404} title={messages.notFoundTitle} message={messages.notFoundBody}>
      <p className="sr-only">Ruta:</p>
      <code className="rounded-control bg-surface-muted px-2 py-1">{pathname}</code>
      <Link to="/" className="font-semibold text-brand-700 underline">
        {messages.backHome}
      </Link>
    </ErrorPage>
  );
}
