import { escapeHtml } from '../escape-html.js';
import type { OutgoingEmail } from '../outbox/outbox.js';

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

function email(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  action?: { label: string; href: string },
): OutgoingEmail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.href}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [`<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`]
      : []),
  ].join('\n');
  return { to, subject, text, html, links: action ? [action.href] : [] };
}

/** The password-reset e-mail, linking to `/auth/cambiar-contrasena?email=…&token=…`. */
export function resetPasswordEmail(to: string, link: string): OutgoingEmail {
  return email(
    to,
    'Restablece tu contraseña de Vitrina',
    [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Vitrina.',
      'El enlace sirve una sola vez y vence en una hora. Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
    ],
    { label: 'Restablecer mi contraseña', href: link },
  );
}

/** Sent after a password change; never contains the password (C6). */
export function passwordChangedEmail(to: string, recoverLink: string): OutgoingEmail {
  return email(
    to,
    'Tu contraseña fue cambiada',
    [
      'La contraseña de tu cuenta en Vitrina acaba de cambiar y cerramos todas tus sesiones abiertas.',
      'Si no fuiste tú, recupera tu cuenta ahora y escríbenos a seguridad@vitrina.do.',
    ],
    { label: 'Recuperar mi cuenta', href: recoverLink },
  );
}

/** The welcome e-mail with the link to `/verificar-correo?email=…&token=…`. */
export function verifyEmailEmail(to: string, firstName: string, link: string): OutgoingEmail {
  return email(
    to,
    'Confirma tu correo en Vitrina',
    [
      `¡Hola, ${firstName}! Gracias por crear tu cuenta en Vitrina.`,
      'Confirma tu correo para recibir el estado de tus pedidos y recuperar tu cuenta si olvidas la contraseña. El enlace vence en 48 horas.',
    ],
    { label: 'Confirmar mi correo', href: link },
  );
}

/**
 * The «¿Eres tú?» mail (B1, decision 017): a right password came from an address the account has
 * not signed in from while it was under attack; the link makes that address the owner's.
 */
export function addressConfirmationEmail(to: string, link: string): OutgoingEmail {
  return email(
    to,
    '¿Eres tú? Confirma que quieres entrar a tu cuenta de Vitrina',
    [
      'Alguien escribió la contraseña correcta de tu cuenta en Vitrina desde un dispositivo o una red desde los que no habías entrado, mientras tu cuenta recibía muchos intentos fallidos.',
      'Si fuiste tú, abre este enlace y vuelve a iniciar sesión desde ese mismo dispositivo. Sirve una sola vez y vence en 15 minutos.',
      'Si no fuiste tú, alguien conoce tu contraseña: cámbiala ahora con «¿Olvidaste tu contraseña?».',
    ],
    { label: 'Sí, soy yo', href: link },
  );
}
