import { createFileRoute, Link } from '@tanstack/react-router';
import { ResetPasswordQuerySchema } from '@vitrina/core';
import { VerifyEmail } from '../../features/auth/verify-email';
import { mailedLinkHead, mailedLinkSearch, useMailedLink } from '../../lib/mailed-link';
import { PageIntro } from '../../lib/page-intro';

export const Route = createFileRoute('/_default/verificar-correo')({
  validateSearch: mailedLinkSearch,
  ssr: false,
  head: () =>
    mailedLinkHead('Verificar correo electrónico', 'Confirma tu dirección de correo electrónico.'),
  component: VerificarCorreoPage,
});

function VerificarCorreoPage() {
  const context = Route.useRouteContext();
  // The verification link has the reset link's shape: an e-mail and a URL-safe token.
  const link = useMailedLink(ResetPasswordQuerySchema, Route.useSearch());
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
