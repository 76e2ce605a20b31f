import { messages } from '../../copy/messages';

/**
 * The 500 page for when rendering itself failed (the app's own error page could not run): plain
 * HTML, no script, never cached. The shop server and the render entry both answer with it.
 */
export function serverErrorResponse(): Response {
  const title = messages.serverErrorTitle;
  return new Response(
    `<!doctype html><html lang="es-DO"><meta charset="utf-8"><title>${title} | Vitrina</title>` +
      `<h1>${title}</h1><p>${messages.serverErrorBody}</p></html>`,
    {
      status: 500,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  );
}
