import { createFileRoute, Link } from '@tanstack/react-router';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { PageIntro } from '../../../lib/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_default/auth/contrasena-actualizada')({
  ssr: false,
  head: () => pageHead('Contraseña actualizada', 'Tu contraseña se actualizó.'),
  component: ContrasenaActualizadaPage,
});

function ContrasenaActualizadaPage() {
  return (
    <>
      <PageIntro title="Contraseña actualizada">
        <p>
          Guardamos tu nueva contraseña y, por seguridad, cerramos tu sesión en todos tus
          dispositivos. Inicia sesión de nuevo con la nueva contraseña.
        </p>
      </PageIntro>
      <Link to="/auth/iniciar-sesion" className={plainButtonClasses()}>
        Iniciar sesión
      </Link>
    </>
  );
}
