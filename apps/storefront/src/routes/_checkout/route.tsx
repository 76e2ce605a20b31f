import { Outlet, createFileRoute } from '@tanstack/react-router';
import { CheckoutLayout } from '../../layouts/checkout-layout';

export const Route = createFileRoute('/_checkout')({
  component: () => (
    <CheckoutLayout>
      <Outlet />
    </CheckoutLayout>
  ),
});
