import { createFileRoute, Link } from '@tanstack/react-router';
import { ADDRESS_CONFIRMATION, AddressConfirmationSchema } from '@vitrina/core';
import { ConfirmAddress } from '../../../features/auth/confirm-address';
import { mailedLinkHead, mailedLinkSearch, useMailedLink } from '../../../lib/mailed-link';
import { PageIntro } from '../../../lib/page-intro';

export const Route = createFileRoute('/_default/auth/eres-tu')({
  validateSearch: mailedLinkSearch,
  ssr: false,
  head: () => mailedLinkHead('¿Eres tú?', 'Confirma que eres tú para entrar a tu cuenta.'),
  component: EresTuPage,
});

function EresTuPage() {
  const context = Route.useRouteContext();
  const link = useMailedLink(AddressConfirmationSchema, Route.useSearch());
  return (
    <div className="mx-auto w-full max-w-md">
      <PageIntro title="¿Eres tú?">
        <p>
          Tu cuenta recibió muchos intentos fallidos. Con este enlace confirmas que la contraseña
          correcta la escribiste tú.
        </p>
      </PageIntro>
      {link.success ? (
        <ConfirmAddress context={context} link={link.data} />
      ) : (
        <p role="alert">
          {ADDRESS_CONFIRMATION.invalid}{' '}
          <Link to="/auth/iniciar-sesion" className="text-brand-700 underline">
            Iniciar sesión
          </Link>
        </p>
      )}
    </div>
  );
}
