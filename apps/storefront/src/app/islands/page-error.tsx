import { createRoot } from 'react-dom/client';
import { UncaughtErrorPage } from '../error-pages/uncaught-error-page';

/**
 * Spec §8 on a catalogue page: an error nobody caught puts the error page in place of the page's
 * content (the header and the footer stay), as the app does in its layout.
 */
export function showPageError(): void {
  const main = document.getElementById('contenido');
  if (main === null) return;
  main.replaceChildren();
  createRoot(main).render(<UncaughtErrorPage />);
}
