import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/verificar-correo')({
  ssr: false,
  head: () =>
    pageHead('Verificar correo electrónico', 'Confirma tu dirección de correo electrónico.'),
  component: VerificarCorreoPage,
});

function VerificarCorreoPage() {
  return (
    <PageIntro title="Verificar correo electrónico">
      <p>Confirma tu correo para recibir los avisos de tus pedidos y poder recuperar tu cuenta.</p>
    </PageIntro>
  );
}
