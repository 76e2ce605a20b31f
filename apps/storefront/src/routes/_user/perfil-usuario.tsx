import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { middleware } from '../../app/guards';
import { LogoutButton } from '../../features/auth/logout-button';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_user/perfil-usuario')({
  ssr: false,
  beforeLoad: middleware('check-login'),
  head: () => pageHead('Mi perfil', 'Tus datos, direcciones y pedidos.'),
  component: ProfilePage,
});

function ProfilePage() {
  const context = Route.useRouteContext();
  const router = useRouter();
  const goHome = useCallback(() => void router.navigate({ to: '/', replace: true }), [router]);
  return (
    <>
      <PageIntro title="Mi perfil">
        <p>Aquí ves y actualizas tus datos personales, tus direcciones de entrega y tus pedidos.</p>
      </PageIntro>
      <LogoutButton context={context} goHome={goHome} />
    </>
  );
}
