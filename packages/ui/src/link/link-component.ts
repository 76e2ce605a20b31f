import type { ComponentType, MouseEvent, ReactNode } from 'react';

/** The props a composed component passes to the link it renders. */
export interface LinkSlotProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  'aria-haspopup'?: 'dialog';
  /** A click handler; calling `preventDefault()` keeps the link from navigating. */
  onClick?: (event: MouseEvent<Element>) => void;
}

/**
 * A link component a composite (header, footer, product card, pagination, breadcrumbs) renders
 * its links with. Defaults to this package's `Link`; the app may pass one bound to its router
 * (e.g. TanStack Router's `Link` with `to={href}` and intent preloading).
 */
export type LinkComponent = ComponentType<LinkSlotProps>;
