/** Errors in WordPress's REST shape, so the api-client reads the proxy's refusals like the store's. */
export interface WpError {
  code: string;
  message: string;
  data: { status: number };
}

export function wpErrorResponse(status: number, code: string, message: string): Response {
  const body: WpError = { code, message, data: { status } };
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

export const forbidden = (): Response =>
  wpErrorResponse(403, 'rest_forbidden', 'No tienes permiso para hacer esto.');

export const noRoute = (): Response =>
  wpErrorResponse(404, 'rest_no_route', 'No se encontró ninguna ruta que coincida con la URL.');

/**
 * What the store's unknown resource becomes through the proxy: the shop's own words, the same for
 * a product that does not exist and one that is not published, so neither tells them apart.
 */
export const notFound = (): Response =>
  wpErrorResponse(404, 'vitrina_not_found', 'No encontramos lo que buscas.');

export const badPath = (): Response =>
  wpErrorResponse(400, 'rest_invalid_path', 'La dirección de la solicitud no es válida.');

export const badRequest = (message: string): Response =>
  wpErrorResponse(400, 'rest_invalid_param', message);
