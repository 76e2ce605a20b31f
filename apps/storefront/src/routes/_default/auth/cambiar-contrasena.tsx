import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { ResetPasswordQuerySchema, RESET_LINK_MESSAGE } from '@vitrina/core';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { useCallback } from 'react';
import { ResetPasswordForm } from '../../../features/auth/reset-password-form';
import { mailedLinkHead, mailedLinkSearch, useMailedLink } from '../../../lib/mailed-link';
import { PageIntro } from '../../../lib/page-intro';

export const Route = createFileRoute('/_default/auth/cambiar-contrasena')({
  validateSearch: mailedLinkSearch,
  ssr: false,
  head: () => mailedLinkHead('Cambiar contraseña', 'Crea una contraseña nueva para tu cuenta.'),
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const context = Route.useRouteContext();
  const router = useRouter();
  const link = useMailedLink(ResetPasswordQuerySchema, Route.useSearch());
  const toCompleted = useCallback(
    () => void router.navigate({ to: '/auth/completado', replace: true }),
    [router],
  );
  return (
    <div className="mx-auto w-full max-w-md">
      <PageIntro title="Cambiar contraseña">
        <p>
          {link.success
            ? `Crea una contraseña nueva para ${link.data.email}.`
            : `${RESET_LINK_MESSAGE} Pide uno nuevo y usa el último correo que te enviemos.`}
        </p>
      </PageIntro>
      {link.success ? (
        <ResetPasswordForm context={context} link={link.data} onReset={toCompleted} />
      ) : (
        <Link to="/auth/recuperar-contrasena" className={plainButtonClasses()}>
          Pedir un enlace nuevo
        </Link>
      )}
    </div>
  );
}
