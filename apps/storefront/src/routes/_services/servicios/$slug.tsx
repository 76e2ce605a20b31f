import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-head';
import { loadProductRoute, ProductRouteBody } from '../../-product-route';

export const Route = createFileRoute('/_services/servicios/$slug')({
  staticData: { islands: true },
  loader: loadProductRoute,
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(
          loaderData.name,
          `${loaderData.name} a domicilio por técnicos certificados en República Dominicana: qué incluye y precio en RD$.`,
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
