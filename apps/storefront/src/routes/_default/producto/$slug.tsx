import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-head';
import { variantSearch } from '../../../features/catalog/variant-search';
import { loadProductRoute, ProductRouteBody } from '../../-product-route';

export const Route = createFileRoute('/_default/producto/$slug')({
  staticData: { islands: true },
  validateSearch: variantSearch,
  loader: loadProductRoute,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(
          loaderData.name,
          `${loaderData.name}${loaderData.brand ? ` de ${loaderData.brand}` : ''}: precio en RD$, disponibilidad, financiamiento y entrega a domicilio en República Dominicana.`,
          {
            siteUrl: match.context.siteUrl,
            canonical: loaderData.href,
            image: loaderData.image,
            type: 'product',
          },
        )
      : {},
  component: ProductRouteBody,
});
