import { createFileRoute, Link, type SearchSchemaInput } from '@tanstack/react-router';
import { ADDRESS_CONFIRMATION, AddressConfirmationSchema } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { ConfirmAddress } from '../../../features/auth/confirm-address';
import { PageIntro } from '../../../lib/page-intro';
import { pageHead } from '../../../lib/page-head';
import { textUpTo } from '../../../lib/search-params';

type ConfirmLinkSearch = { email?: string | undefined; token?: string | undefined };

const linkText = textUpTo(600);

export const Route = createFileRoute('/_default/auth/eres-tu')({
  validateSearch: (search: ConfirmLinkSearch & SearchSchemaInput): ConfirmLinkSearch => ({
    email: linkText(search.email),
    token: linkText(search.token),
  }),
  ssr: false,
  head: () => {
    const { meta } = pageHead('¿Eres tú?', 'Confirma que eres tú para entrar a tu cuenta.');
    // C4: the link's token must not leak through the Referer.
    return { meta: [...meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  component: EresTuPage,
});

function EresTuPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const context = Route.useRouteContext();
  // Read once with core's rules, then taken out of the address bar and history (C4).
  const [link] = useState(() => AddressConfirmationSchema.safeParse(search));
  useEffect(() => {
    if (search.email === undefined && search.token === undefined) return;
    void navigate({ to: '.', search: {}, replace: true });
  }, [search, navigate]);
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
