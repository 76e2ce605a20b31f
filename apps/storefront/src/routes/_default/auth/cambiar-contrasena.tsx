import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';
import { textUpTo } from '../../../lib/search-params';

type ResetLinkSearch = { email?: string | undefined; token?: string | undefined };

const resetEmail = textUpTo(254);
const resetToken = textUpTo(200);

export const Route = createFileRoute('/_default/auth/cambiar-contrasena')({
  validateSearch: (search: ResetLinkSearch & SearchSchemaInput): ResetLinkSearch => ({
    email: resetEmail(search.email),
    token: resetToken(search.token),
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
  // Read once, then keep the link's e-mail and token only in memory.
  const [resetLink] = useState(() => ({ email: search.email, token: search.token }));
  useEffect(() => {
    // C4: the token and e-mail leave the address bar (history, analytics) as soon as they are read.
    if (resetLink.email === undefined && resetLink.token === undefined) return;
    // The router writes it with history.replaceState, so its own location stays in step.
    void navigate({ to: '.', search: {}, replace: true });
  }, [resetLink, navigate]);
  const valid = Boolean(resetLink.email && resetLink.token);
  return (
    <PageIntro title="Cambiar contraseña">
      <p>
        {valid
          ? `Crea una contraseña nueva para ${resetLink.email ?? ''}. Usa al menos 8 caracteres.`
          : 'El enlace para restablecer la contraseña no es válido o está incompleto. Pide uno nuevo desde «Recuperar contraseña».'}
      </p>
    </PageIntro>
  );
}
