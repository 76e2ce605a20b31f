import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { UserLayout } from '../../layouts/user-layout';

export const Route = createFileRoute('/_user')({
  component: UserRoute,
});

function UserRoute() {
  // The profile holds forms side by side and the order list: it takes the page's width.
  const wide = useRouterState({
    select: (state) => state.location.pathname.startsWith('/perfil-usuario'),
  });
  return (
    <UserLayout wide={wide}>
      <Outlet />
    </UserLayout>
  );
}
