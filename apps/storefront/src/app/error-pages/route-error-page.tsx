import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { messages } from '../../copy/messages';
import { isChunkLoadError } from '../chunk-reload';
import { ErrorPage } from './error-page';
import { NewVersionPage } from './new-version-page';

/** The error boundary of every route: a new build, or the server-error page with a retry. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isChunkLoadError(error)) return <NewVersionPage />;
  return (
    <ErrorPage status={500} title={messages.serverErrorTitle} message={messages.serverErrorBody}>
      <button
        type="button"
        className={plainButtonClasses()}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {messages.retry}
      </button>
    </ErrorPage>
  );
}
