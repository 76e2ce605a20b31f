import { Link } from '@tanstack/react-router';
import { ADDRESS_CONFIRMATION, type AddressConfirmation } from '@vitrina/core';
import type { AppContext } from '../../lib/app-context';
import { MailedLink } from './mailed-link';

/**
 * Opens the «¿Eres tú?» link (B1): the address where the password was typed becomes the owner's,
 * who then signs in from it.
 */
export function ConfirmAddress({
  context,
  link,
}: {
  context: Pick<AppContext, 'store'>;
  link: AddressConfirmation;
}) {
  return (
    <MailedLink
      context={context}
      open={(client) => client.account.confirmAddress(link)}
      pending="Confirmando que eres tú…"
      done={
        <>
          <p>{ADDRESS_CONFIRMATION.confirmed}</p>
          <p className="mt-2">
            <Link to="/auth/iniciar-sesion" className="text-brand-700 underline">
              Iniciar sesión
            </Link>
          </p>
        </>
      }
    />
  );
}
