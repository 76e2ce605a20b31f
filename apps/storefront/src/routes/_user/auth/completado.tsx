import { createFileRoute } from '@tanstack/react-router';
import { SignInAgain } from '../../../features/auth/sign-in-again';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_user/auth/completado')({
  ssr: false,
  head: () => pageHead('Contraseña restablecida', 'Tu contraseña se restableció correctamente.'),
  component: CompletadoPage,
});

function CompletadoPage() {
  return (
    <SignInAgain title="Contraseña restablecida">
      Tu contraseña se cambió correctamente. Ya puedes iniciar sesión con la nueva contraseña.
    </SignInAgain>
  );
}
