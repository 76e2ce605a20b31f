import { createFileRoute, Link, type SearchSchemaInput } from '@tanstack/react-router';
import { StockAlertConfirmSchema } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { StockAlertConfirm } from '../../../features/stock-alerts/stock-alert-confirm';
import { PageIntro } from '../../../lib/page-intro';
import { pageHead } from '../../../lib/page-head';
import { textUpTo } from '../../../lib/search-params';

type ConfirmLinkSearch = { token?: string | undefined };

const linkText = textUpTo(100);

export const Route = createFileRoute('/_default/avisos/confirmar')({
  validateSearch: (search: ConfirmLinkSearch & SearchSchemaInput): ConfirmLinkSearch => ({
    token: linkText(search.token),
  }),
  ssr: false,
  head: () => {
    const { meta } = pageHead('Confirmar aviso', 'Confirma el aviso de existencias que pediste.');
    return { meta: [...meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  component: ConfirmarAvisoPage,
});

function ConfirmarAvisoPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { store } = Route.useRouteContext();
  // Read once, then taken out of the address bar and history (C4).
  const [link] = useState(() => StockAlertConfirmSchema.safeParse(search));
  useEffect(() => {
    if (search.token === undefined) return;
    void navigate({ to: '.', search: {}, replace: true });
  }, [search, navigate]);
  return (
    <div className="mx-auto w-full max-w-md">
      <PageIntro title="Confirmar aviso">
        <p>Te escribiremos una sola vez, cuando el producto vuelva a estar disponible.</p>
      </PageIntro>
      {link.success ? (
        <StockAlertConfirm store={store} token={link.data.token} />
      ) : (
        <p role="alert">
          El enlace para confirmar el aviso no es válido o está incompleto. Abre el último correo
          que te enviamos o pide el aviso de nuevo en la página del producto.{' '}
          <Link to="/" className="text-brand-700 underline">
            Ir a la tienda
          </Link>
        </p>
      )}
    </div>
  );
}
