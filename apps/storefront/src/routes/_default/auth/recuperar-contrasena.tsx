import { createFileRoute, Link } from '@tanstack/react-router';
import { ResetRequestForm } from '../../../features/auth/reset-request-form';
import { PageIntro } from '../../../lib/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_default/auth/recuperar-contrasena')({
  ssr: false,
  head: () => pageHead('Recuperar contraseña', 'Recibe un enlace para restablecer tu contraseña.'),
  component: RecuperarContrasenaPage,
});

function RecuperarContrasenaPage() {
  const context = Route.useRouteContext();
  return (
    <div className="mx-auto w-full max-w-md">
      <PageIntro title="Recuperar contraseña">
        <p>
          Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.
        </p>
      </PageIntro>
      <ResetRequestForm context={context} />
      <p className="mt-6">
        <Link to="/auth/iniciar-sesion" className="text-brand-700 underline">
          Volver a iniciar sesión
        </Link>
      </p>
    </div>
  );
}
