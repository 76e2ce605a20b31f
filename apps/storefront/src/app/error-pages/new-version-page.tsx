import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { useEffect } from 'react';
import { messages } from '../../copy/messages';
import { sessionStore } from '../../lib/storage';
import { reloadOnce } from '../chunk-reload';

/**
 * A chunk of the app failed to load, usually because a new build replaced it (R15). The page
 * reloads once (guarded); if that already happened in the last 10 s, it asks the shopper.
 */
export function NewVersionPage() {
  useEffect(() => {
    reloadOnce({ storage: sessionStore, reload: () => window.location.reload() });
  }, []);
  return (
    <section
      aria-labelledby="new-version-title"
      role="alert"
      className="mx-auto max-w-xl py-16 text-center"
    >
      <h1 id="new-version-title" className="text-2xl font-bold">
        {messages.newVersionTitle}
      </h1>
      <p className="mt-2 text-ink-muted">{messages.newVersionBody}</p>
      <button
        type="button"
        className={`mt-6 ${plainButtonClasses()}`}
        onClick={() => window.location.reload()}
      >
        {messages.reload}
      </button>
    </section>
  );
}
