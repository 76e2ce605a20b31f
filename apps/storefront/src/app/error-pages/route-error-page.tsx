import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { messages } from '../../copy/messages';
import { useEffect } from 'react';
import { isChunkLoadError } from '../chunk-reload';
import { isStoreDown } from '../store-down';
import { isCrawler } from '../crawler';
import { ErrorPage } from './error-page';
import { NewVersionPage } from './new-version-page';
import { RetryButton } from '../../lib/retry-button';

/**
 * The error boundary of every route: a new build, the store not answering (503, the server
 * answers it so, #28), or the server-error page, each with a retry. A crawler rendering the page
 * in its browser gets no error page: the error is only logged.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const crawler = typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);
  useEffect(() => {
    if (crawler) console.error(error);
  }, [crawler, error]);
  if (crawler) return null;
  if (isChunkLoadError(error)) return <NewVersionPage />;
  const storeDown = isStoreDown(error);
  return (
    <ErrorPage
      status={storeDown ? 503 : 500}
      title={storeDown ? messages.storeDownTitle : messages.serverErrorTitle}
      message={storeDown ? messages.storeDownBody : messages.serverErrorBody}
    >
      <RetryButton
        label={messages.retry}
        className={plainButtonClasses()}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </ErrorPage>
  );
}
