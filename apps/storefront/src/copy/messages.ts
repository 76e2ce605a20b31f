import { PASSWORD_MIN_LENGTH } from '@vitrina/core';

/** Shopper-facing messages of the app's machinery, in one place. */
export const messages = {
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'La página que buscas no existe o cambió de dirección.',
  serverErrorTitle: 'Error interno del servidor',
  serverErrorBody: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
  storeDownTitle: 'La tienda no responde',
  storeDownBody: 'No pudimos conectar con la tienda. Inténtalo de nuevo en unos segundos.',
  newVersionTitle: 'Hay una nueva versión de la tienda',
  newVersionBody: 'Hay una nueva versión de la tienda. Recarga la página para continuar.',
  reload: 'Recargar',
  backHome: 'Volver al inicio',
  unexpected: 'Algo salió mal. Inténtalo de nuevo.',
  storageFull:
    'Tu navegador no tiene espacio para guardar tu sesión; se cerrará al cerrar la pestaña.',
  sessionExpired: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  loggedOut: 'Cerraste sesión.',
  cartExpired: 'Tu carrito anterior expiró.',
  storeUnreachable: 'No pudimos conectar con la tienda. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  /** A bug of ours with no id to quote (an answer that breaks its own schema). */
  shopFault: 'Algo falló de nuestro lado. Inténtalo de nuevo en unos minutos.',
  /** Under every new-password field: core's policy in a shopper's words (B3). */
  newPasswordHint: `Al menos ${String(PASSWORD_MIN_LENGTH)} caracteres. Puedes usar espacios y frases.`,
} as const;
