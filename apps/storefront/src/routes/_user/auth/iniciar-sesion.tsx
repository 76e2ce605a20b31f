import { createFileRoute, Link, useRouter, type SearchSchemaInput } from '@tanstack/react-router';
import { useCallback } from 'react';
import { messages } from '../../../copy/messages';
import { SignInForm } from '../../../features/auth/sign-in-form';
import { useMergeCarts } from '../../../features/cart/use-merge-carts';
import { PageIntro } from '../../../lib/page-intro';
import { pageHead } from '../../../lib/page-head';
import { returnPath } from '../../../lib/search-params';

type SignInSearch = {
  /** Where to go after signing in (see `returnPath`); the profile when absent. */
  volver?: string;
  /** Why the shopper is here: their session expired. */
  aviso?: 'sesion-expirada' | undefined;
};

export const Route = createFileRoute('/_user/auth/iniciar-sesion')({
  validateSearch: (search: SignInSearch & SearchSchemaInput) => ({
    volver: returnPath(search.volver),
    aviso: search.aviso === 'sesion-expirada' ? search.aviso : undefined,
  }),
  ssr: false,
  head: () => pageHead('Iniciar sesión', 'Inicia sesión en tu cuenta de Vitrina.'),
  component: SignInPage,
});

function SignInPage() {
  const { volver, aviso } = Route.useSearch();
  const context = Route.useRouteContext();
  const router = useRouter();
  const mergeCarts = useMergeCarts();
  const goBack = useCallback(
    () => void router.navigate({ href: volver ?? '/perfil-usuario', replace: true }),
    [router, volver],
  );
  return (
    <>
      <PageIntro title="Iniciar sesión">
        <p>Entra con el correo y la contraseña de tu cuenta.</p>
      </PageIntro>
      {aviso === 'sesion-expirada' ? (
        <p role="status" className="mb-4 rounded-control bg-info-soft p-3">
          {messages.sessionExpired}
        </p>
      ) : null}
      <SignInForm context={{ ...context, mergeCarts }} onSignedIn={goBack} />
      <p className="mt-6">
        ¿No tienes cuenta?{' '}
        <Link to="/auth/registrarme" className="font-semibold text-brand-700 underline">
          Crear cuenta
        </Link>
      </p>
      <p className="mt-2">
        <Link to="/auth/recuperar-contrasena" className="text-brand-700 underline">
          ¿Olvidaste tu contraseña?
        </Link>
      </p>
    </>
  );
}
