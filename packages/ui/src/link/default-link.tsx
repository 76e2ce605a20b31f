import { cx } from '../utils/cx.js';
import type { LinkSlotProps } from './link-component.js';

/**
 * The link composites use when the app gives none: a plain anchor, so a page that passes its
 * router's link does not also ship react-aria's link code.
 */
export function DefaultLink({ className, ...props }: LinkSlotProps) {
  return (
    <a
      {...props}
      className={cx(
        'outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    />
  );
}
