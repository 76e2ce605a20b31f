import { createFileRoute, Link } from '@tanstack/react-router';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { PageIntro } from '../../../lib/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_user/auth/completado')({
  ssr: false,
  head: () => pageHead('Contraseña restablecida', 'Tu contraseña se restableció correctamente.'),
  component: CompletadoPage,
});

function CompletadoPage() {
  return (
    <>
      <PageIntro title="Contraseña restablecida">
        <p>
          Tu contraseña se cambió correctamente. Ya puedes iniciar sesión con la nueva contraseña.
        </p>
      </PageIntro>
      <Link to="/auth/iniciar-sesion" className={plainButtonClasses()}>
        Iniciar sesión
      </Link>
    </>
  );
}
