import { STOCK_ALERT_CONFIRM_PATH } from '@vitrina/core';

import { storefrontLink } from '../account/account-emails.js';
import type { OutgoingEmail } from '../outbox/outbox.js';
import { shopEmail, type MailingShop } from '../outbox/shop-email.js';

/**
 * The double opt-in e-mail, linking to the shop's `/avisos/confirmar?token=…` on the configured
 * storefront address, never the request's Host (C5). StockAlerts.php writes the same words.
 */
export function stockAlertConfirmationEmail(
  shop: MailingShop,
  to: string,
  productName: string,
  storefrontUrl: string,
  token: string,
): OutgoingEmail {
  return shopEmail(shop, {
    to,
    subject: `Confirma tu aviso de «${productName}»`,
    paragraphs: [
      `Pediste que te avisemos cuando «${productName}» vuelva a estar disponible en ${shop.name}.`,
      'Confirma el aviso con este enlace; vence en 7 días. Si no fuiste tú, ignora este correo y no te escribiremos.',
    ],
    action: {
      label: 'Confirmar mi aviso',
      href: storefrontLink(storefrontUrl, STOCK_ALERT_CONFIRM_PATH, { token }),
    },
  });
}

/** The one e-mail a confirmed alert sends when its product is back, with the product's page. */
export function backInStockEmail(
  shop: MailingShop,
  to: string,
  productName: string,
  link: string,
): OutgoingEmail {
  return shopEmail(shop, {
    to,
    subject: `«${productName}» ya está disponible`,
    paragraphs: [
      `Te avisamos porque pediste saber cuándo llegaría «${productName}». Ya hay existencias en ${shop.name}.`,
      'Este aviso ya se usó: si el producto vuelve a agotarse, pide otro en su página.',
    ],
    action: { label: 'Ver el producto', href: link },
  });
}
