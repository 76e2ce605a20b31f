import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { messages } from '../../copy/messages';
import { ErrorPage } from './error-page';

/** Shown instead of the page after an error nobody caught (spec §8); a reload starts afresh. */
export function UncaughtErrorPage() {
  return (
    <ErrorPage status={500} title={messages.serverErrorTitle} message={messages.serverErrorBody}>
      <button
        type="button"
        className={plainButtonClasses()}
        onClick={() => window.location.reload()}
      >
        {messages.reload}
      </button>
    </ErrorPage>
  );
}
