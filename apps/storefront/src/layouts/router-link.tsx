import { Link } from '@tanstack/react-router';
import type { HeaderProps } from '@vitrina/ui/header';
import type { ComponentProps } from 'react';

type LinkSlotProps = ComponentProps<NonNullable<HeaderProps['linkComponent']>>;

/**
 * The link @vitrina/ui's header and footer render: TanStack Router's `Link`, so their links
 * navigate client-side and preload on intent.
 */
export function RouterLink({ href, ...props }: LinkSlotProps) {
  return <Link to={href} {...props} />;
}
