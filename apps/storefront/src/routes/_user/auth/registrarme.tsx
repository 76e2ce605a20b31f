import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SignUpForm } from '../../../features/auth/sign-up-form';
import { useMergeCarts } from '../../../features/cart/use-merge-carts';
import { PageIntro } from '../../../lib/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_user/auth/registrarme')({
  ssr: false,
  head: () =>
    pageHead('Crear cuenta', 'Crea tu cuenta para comprar más rápido y seguir tus pedidos.'),
  component: RegistrarmePage,
});

function RegistrarmePage() {
  const context = Route.useRouteContext();
  const router = useRouter();
  const mergeCarts = useMergeCarts();
  // Spec §4: a new account lands on its profile.
  const toProfile = useCallback(
    () => void router.navigate({ to: '/perfil-usuario', replace: true }),
    [router],
  );
  return (
    <>
      <PageIntro title="Crear cuenta">
        <p>Con tu cuenta compras más rápido, guardas tus direcciones y sigues tus pedidos.</p>
      </PageIntro>
      <SignUpForm context={{ ...context, mergeCarts }} onRegistered={toProfile} />
      <p className="mt-6">
        ¿Ya tienes cuenta?{' '}
        <Link to="/auth/iniciar-sesion" className="font-semibold text-brand-700 underline">
          Inicia sesión
        </Link>
      </p>
    </>
  );
}
