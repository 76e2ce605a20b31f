import type { Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { buttonClasses, type ButtonSize } from '../button/button-classes.js';
import { cx } from '../utils/cx.js';
import { focusRing, withBase } from '../utils/class-names.js';

/** How a link looks: inline text, plain (inherits colour), or like a button. */
export type LinkVariant = 'inline' | 'plain' | 'button-primary' | 'button-secondary';

const variants: Record<LinkVariant, string> = {
  inline: cx(
    'text-brand-700 underline underline-offset-2 data-hovered:text-brand-800 rounded-sm',
    focusRing,
  ),
  plain: cx('text-inherit no-underline data-hovered:underline rounded-sm', focusRing),
  'button-primary': '',
  'button-secondary': '',
};

function linkClasses(variant: LinkVariant, size: ButtonSize): string {
  if (variant === 'button-primary') return buttonClasses('primary', size);
  if (variant === 'button-secondary') return buttonClasses('secondary', size);
  return cx('cursor-pointer', variants[variant]);
}

/** Props of {@link Link}. */
export interface LinkProps extends AriaLinkProps {
  variant?: LinkVariant;
  /** Only used by the button variants. */
  size?: ButtonSize;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link (react-aria). Inside `UiProvider`/`RouterProvider` it navigates with the app's router;
 * it also takes a `ref` and plain anchor props, so TanStack Router's `createLink(Link)` can wrap
 * it for typed `to` and preloading.
 */
export function Link({ variant = 'inline', size = 'md', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={withBase(className, linkClasses(variant, size))} />;
}

export type { LinkComponent, LinkSlotProps } from './link-component.js';
