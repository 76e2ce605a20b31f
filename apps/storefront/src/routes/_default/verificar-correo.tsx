import { createFileRoute, Link, type SearchSchemaInput } from '@tanstack/react-router';
import { ResetPasswordQuerySchema } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { VerifyEmail } from '../../features/auth/verify-email';
import { PageIntro } from '../../lib/page-intro';
import { pageHead } from '../../lib/page-head';
import { textUpTo } from '../../lib/search-params';

type VerifyLinkSearch = { email?: string | undefined; token?: string | undefined };

const linkText = textUpTo(600);

export const Route = createFileRoute('/_default/verificar-correo')({
  validateSearch: (search: VerifyLinkSearch & SearchSchemaInput): VerifyLinkSearch => ({
    email: linkText(search.email),
    token: linkText(search.token),
  }),
  ssr: false,
  head: () => {
    const { meta } = pageHead(
      'Verificar correo electrónico',
      'Confirma tu dirección de correo electrónico.',
    );
    return { meta: [...meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  component: VerificarCorreoPage,
});

function VerificarCorreoPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const context = Route.useRouteContext();
  // The verification link has the reset link's shape: an e-mail and a URL-safe token.
  const [link] = useState(() => ResetPasswordQuerySchema.safeParse(search));
  useEffect(() => {
    if (search.email === undefined && search.token === undefined) return;
    void navigate({ to: '.', search: {}, replace: true });
  }, [search, navigate]);
  return (
    <div className="mx-auto w-full max-w-md">
      <PageIntro title="Verificar correo electrónico">
        <p>
          Confirma tu correo para recibir los avisos de tus pedidos y poder recuperar tu cuenta.
        </p>
      </PageIntro>
      {link.success ? (
        <VerifyEmail context={context} link={link.data} />
      ) : (
        <p role="alert">
          El enlace para confirmar tu correo no es válido o está incompleto. Abre el último correo
          que te enviamos o{' '}
          <Link to="/auth/iniciar-sesion" className="text-brand-700 underline">
            inicia sesión
          </Link>
          .
        </p>
      )}
    </div>
  );
}
