import { Link, useRouter } from '@tanstack/react-router';
import type { LinkSlotProps } from '@vitrina/ui/link';

/**
 * The link @vitrina/ui's composites (header, footer, cards, pagination, breadcrumbs) render:
 * TanStack Router's `Link`, so they navigate client-side and preload on intent. An `href` with
 * a query (`/ofertas?page=2`) keeps it as the route's search, parsed as the router parses URLs.
 */
export function RouterLink({ href, ...props }: LinkSlotProps) {
  const router = useRouter();
  const queryAt = href.indexOf('?');
  if (queryAt === -1) return <Link to={href} {...props} />;
  return (
    <Link
      to={href.slice(0, queryAt)}
      search={router.options.parseSearch(href.slice(queryAt))}
      {...props}
    />
  );
}
