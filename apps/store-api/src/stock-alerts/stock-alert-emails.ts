import { STOCK_ALERT_CONFIRM_PATH } from '@vitrina/core';

import { storefrontLink } from '../account/account-emails.js';
import { escapeHtml } from '../escape-html.js';
import type { OutgoingEmail } from '../outbox/outbox.js';

function email(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  action: { label: string; href: string },
): OutgoingEmail {
  return {
    to,
    subject,
    text: [...paragraphs, `${action.label}: ${action.href}`].join('\n\n'),
    html: [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`,
    ].join('\n'),
    links: [action.href],
  };
}

/**
 * The double opt-in e-mail, linking to the shop's `/avisos/confirmar?token=…` on the configured
 * storefront address, never the request's Host (C5). StockAlerts.php writes the same words.
 */
export function stockAlertConfirmationEmail(
  to: string,
  productName: string,
  storefrontUrl: string,
  token: string,
): OutgoingEmail {
  return email(
    to,
    `Confirma tu aviso de «${productName}»`,
    [
      `Pediste que te avisemos cuando «${productName}» vuelva a estar disponible en Vitrina.`,
      'Confirma el aviso con este enlace; vence en 7 días. Si no fuiste tú, ignora este correo y no te escribiremos.',
    ],
    {
      label: 'Confirmar mi aviso',
      href: storefrontLink(storefrontUrl, STOCK_ALERT_CONFIRM_PATH, { token }),
    },
  );
}

/** The one e-mail a confirmed alert sends when its product is back, with the product's page. */
export function backInStockEmail(to: string, productName: string, link: string): OutgoingEmail {
  return email(
    to,
    `«${productName}» ya está disponible`,
    [
      `Te avisamos porque pediste saber cuándo llegaría «${productName}». Ya hay existencias en Vitrina.`,
      'Este aviso ya se usó: si el producto vuelve a agotarse, pide otro en su página.',
    ],
    { label: 'Ver el producto', href: link },
  );
}
