import { createFileRoute } from '@tanstack/react-router';
import { middleware } from '../../app/guards';
import { signOut } from '../../features/auth/sign-out';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_user/perfil-usuario')({
  ssr: false,
  beforeLoad: middleware('check-login'),
  head: () => pageHead('Mi perfil', 'Tus datos, direcciones y pedidos.'),
  component: ProfilePage,
});

function ProfilePage() {
  const context = Route.useRouteContext();
  return (
    <>
      <PageIntro title="Mi perfil">
        <p>Aquí ves y actualizas tus datos personales, tus direcciones de entrega y tus pedidos.</p>
      </PageIntro>
      <button
        type="button"
        className="rounded-control border border-brand-600 px-4 py-2 font-semibold text-brand-700"
        onClick={() => void signOut(context)}
      >
        Cerrar sesión
      </button>
    </>
  );
}
