import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ServicesLayout } from '../../layouts/services-layout';

export const Route = createFileRoute('/_services')({
  component: () => (
    <ServicesLayout>
      <Outlet />
    </ServicesLayout>
  ),
});
