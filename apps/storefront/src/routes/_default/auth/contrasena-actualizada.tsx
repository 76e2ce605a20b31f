import { createFileRoute } from '@tanstack/react-router';
import { SignInAgain } from '../../../features/auth/sign-in-again';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_default/auth/contrasena-actualizada')({
  ssr: false,
  head: () => pageHead('Contraseña actualizada', 'Tu contraseña se actualizó.'),
  component: ContrasenaActualizadaPage,
});

function ContrasenaActualizadaPage() {
  return (
    <SignInAgain title="Contraseña actualizada">
      Guardamos tu nueva contraseña y, por seguridad, cerramos tu sesión en todos tus dispositivos.
      Inicia sesión de nuevo con la nueva contraseña.
    </SignInAgain>
  );
}
