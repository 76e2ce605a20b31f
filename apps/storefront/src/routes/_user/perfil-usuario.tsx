import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { middleware } from '../../app/guards';
import { ProfilePage } from '../../features/account/profile-page';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { LogoutButton } from '../../features/auth/logout-button';
import { PageIntro } from '../../lib/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_user/perfil-usuario')({
  ssr: false,
  beforeLoad: middleware('check-login'),
  head: () => pageHead('Mi perfil', 'Tus datos, direcciones y pedidos.'),
  component: ProfileRoute,
});

function ProfileRoute() {
  const context = Route.useRouteContext();
  const router = useRouter();
  const goHome = useCallback(() => void router.navigate({ to: '/', replace: true }), [router]);
  // The new password ended this session too: the profile is no longer a page to come back to.
  const toPasswordUpdated = useCallback(
    () => void router.navigate({ to: '/auth/contrasena-actualizada', replace: true }),
    [router],
  );
  const toSignIn = useCallback(() => {
    context.session.signOut();
    void router.navigate({
      to: '/auth/iniciar-sesion',
      search: { volver: '/perfil-usuario', aviso: 'sesion-expirada' },
      replace: true,
    });
  }, [context.session, router]);
  return (
    <>
      <PageIntro title="Mi perfil">
        <p>
          Aquí ves y actualizas tus datos personales, tus direcciones, tus pedidos y tu contraseña.
        </p>
      </PageIntro>
      <ProfilePage
        token={context.session.snapshot().token ?? ''}
        toasts={context.toasts}
        onSessionExpired={toSignIn}
        password={<ChangePasswordForm context={context} onChanged={toPasswordUpdated} />}
        logout={<LogoutButton context={context} goHome={goHome} />}
      />
    </>
  );
}
