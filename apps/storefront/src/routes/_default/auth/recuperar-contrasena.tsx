import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_default/auth/recuperar-contrasena')({
  ssr: false,
  head: () => pageHead('Recuperar contraseña', 'Recibe un enlace para restablecer tu contraseña.'),
  component: RecuperarContrasenaPage,
});

function RecuperarContrasenaPage() {
  return (
    <PageIntro title="Recuperar contraseña">
      <p>
        Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.
      </p>
    </PageIntro>
  );
}
