import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ProductsLayout } from '../../layouts/products-layout';

export const Route = createFileRoute('/_products')({
  component: () => (
    <ProductsLayout>
      <Outlet />
    </ProductsLayout>
  ),
});
