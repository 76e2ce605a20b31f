import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_user/auth/registrarme')({
  ssr: false,
  head: () =>
    pageHead('Crear cuenta', 'Crea tu cuenta para comprar más rápido y seguir tus pedidos.'),
  component: RegistrarmePage,
});

function RegistrarmePage() {
  return (
    <PageIntro title="Crear cuenta">
      <p>Con tu cuenta compras más rápido, guardas tus direcciones y sigues tus pedidos.</p>
    </PageIntro>
  );
}
