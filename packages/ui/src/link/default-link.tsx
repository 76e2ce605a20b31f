import type { LinkSlotProps } from './link-component.js';
import { Link } from './link.js';

/** The link composites use when the app gives none: this package's `Link`, unstyled. */
export function DefaultLink(props: LinkSlotProps) {
  return <Link {...props} variant="plain" />;
}
