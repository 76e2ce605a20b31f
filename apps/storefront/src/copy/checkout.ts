/**
 * Shopper-facing text of the checkout's machine and page. The steps' titles and the field
 * messages stay beside their rules (features/checkout/checkout-steps.ts, `@vitrina/core`); the
 * store's refusals arrive in Spanish and are shown as they come.
 */
export const checkoutCopy = {
  shippingUnavailable: 'No pudimos cargar los métodos de envío. Inténtalo de nuevo.',
  gatewaysUnavailable: 'No pudimos cargar los métodos de pago. Inténtalo de nuevo.',
  quoteUnavailable: 'No pudimos calcular el total. Revisa tu conexión e inténtalo de nuevo.',
  placingLost: 'Estamos confirmando tu pedido… Se perdió la conexión; lo intentamos de nuevo.',
  offline: 'Sin conexión. Revisa tu red; no perderás lo que escribiste.',
  loading: 'Cargando…',
  stepOf: (step: number, steps: number) => `Paso ${String(step)} de ${String(steps)}`,
  fieldsToFix: (count: number) =>
    count === 1 ? 'Revisa el campo marcado.' : `Revisa los ${String(count)} campos marcados.`,
  retry: 'Reintentar',
  refresh: 'Revisar de nuevo',
  /** A product sold out: the cart, where its line waits to be taken out. */
  toCart: 'Ir al carrito',
  signInAgain: 'Iniciar sesión',
  back: 'Atrás',
  next: 'Continuar',
  place: 'Confirmar pedido',
  placing: 'Procesando…',
} as const;
