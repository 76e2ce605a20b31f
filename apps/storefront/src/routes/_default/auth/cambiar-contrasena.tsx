import { createFileRoute, Link, useRouter, type SearchSchemaInput } from '@tanstack/react-router';
import { ResetPasswordQuerySchema, RESET_LINK_MESSAGE } from '@vitrina/core';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { useCallback, useEffect, useState } from 'react';
import { ResetPasswordForm } from '../../../features/auth/reset-password-form';
import { PageIntro } from '../../../lib/page-intro';
import { pageHead } from '../../../lib/page-head';
import { textUpTo } from '../../../lib/search-params';

type ResetLinkSearch = { email?: string | undefined; token?: string | undefined };

const linkText = textUpTo(600);

export const Route = createFileRoute('/_default/auth/cambiar-contrasena')({
  validateSearch: (search: ResetLinkSearch & SearchSchemaInput): ResetLinkSearch => ({
    email: linkText(search.email),
    token: linkText(search.token),
  }),
  ssr: false,
  head: () => {
    const { meta } = pageHead('Cambiar contraseña', 'Crea una contraseña nueva para tu cuenta.');
    // C4: the reset token in the URL must not leak through the Referer.
    return { meta: [...meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const context = Route.useRouteContext();
  const router = useRouter();
  // Read once with core's rules, then keep the link's e-mail and token only in memory.
  const [link] = useState(() => ResetPasswordQuerySchema.safeParse(search));
  useEffect(() => {
    // C4: the token and e-mail leave the address bar (history, analytics) as soon as they are read.
    if (search.email === undefined && search.token === undefined) return;
    // The router writes it with history.replaceState, so its own location stays in step.
    void navigate({ to: '.', search: {}, replace: true });
  }, [search, navigate]);
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
