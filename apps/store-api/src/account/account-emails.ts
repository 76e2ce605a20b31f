import type { OutgoingEmail } from '../outbox/outbox.js';
import { shopEmail, type MailingShop } from '../outbox/shop-email.js';

/** A storefront link with query parameters; always on the configured storefront (C5). */
export function storefrontLink(
  storefrontUrl: string,
  path: string,
  query: Record<string, string>,
): string {
  const url = new URL(path, storefrontUrl.endsWith('/') ? storefrontUrl : `${storefrontUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The password-reset e-mail, linking to `/auth/cambiar-contrasena?email=…&token=…`. */
export function resetPasswordEmail(shop: MailingShop, to: string, link: string): OutgoingEmail {
  return shopEmail(shop, {
    to,
    subject: `Restablece tu contraseña de ${shop.name}`,
    paragraphs: [
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${shop.name}.`,
      'El enlace sirve una sola vez y vence en una hora. Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
    ],
    action: { label: 'Restablecer mi contraseña', href: link },
  });
}

/** Sent after a password change; never contains the password (C6). */
export function passwordChangedEmail(
  shop: MailingShop,
  to: string,
  recoverLink: string,
): OutgoingEmail {
  return shopEmail(shop, {
    to,
    subject: 'Tu contraseña fue cambiada',
    paragraphs: [
      `La contraseña de tu cuenta en ${shop.name} acaba de cambiar y cerramos todas tus sesiones abiertas.`,
      'Si no fuiste tú, recupera tu cuenta ahora y escríbenos a seguridad@vitrina.do.',
    ],
    action: { label: 'Recuperar mi cuenta', href: recoverLink },
  });
}

/** The welcome e-mail with the link to `/verificar-correo?email=…&token=…`. */
export function verifyEmailEmail(
  shop: MailingShop,
  to: string,
  firstName: string,
  link: string,
): OutgoingEmail {
  return shopEmail(shop, {
    to,
    subject: `Confirma tu correo en ${shop.name}`,
    paragraphs: [
      `¡Hola, ${firstName}! Gracias por crear tu cuenta en ${shop.name}.`,
      'Confirma tu correo para recibir el estado de tus pedidos y recuperar tu cuenta si olvidas la contraseña. El enlace vence en 48 horas.',
    ],
    action: { label: 'Confirmar mi correo', href: link },
  });
}

/**
 * The «¿Eres tú?» mail (B1, decision 017): a right password came from an address the account has
 * not signed in from while it was under attack; the link makes that address the owner's.
 */
export function addressConfirmationEmail(
  shop: MailingShop,
  to: string,
  link: string,
): OutgoingEmail {
  return shopEmail(shop, {
    to,
    subject: `¿Eres tú? Confirma que quieres entrar a tu cuenta de ${shop.name}`,
    paragraphs: [
      `Alguien escribió la contraseña correcta de tu cuenta en ${shop.name} desde un dispositivo o una red desde los que no habías entrado, mientras tu cuenta recibía muchos intentos fallidos.`,
      'Si fuiste tú, abre este enlace y vuelve a iniciar sesión desde ese mismo dispositivo. Sirve una sola vez y vence en 15 minutos.',
      'Si no fuiste tú, alguien conoce tu contraseña: cámbiala ahora con «¿Olvidaste tu contraseña?».',
    ],
    action: { label: 'Sí, soy yo', href: link },
  });
}
