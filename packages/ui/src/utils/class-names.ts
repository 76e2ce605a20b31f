import type { ClassNameOrFunction } from 'react-aria-components';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { cx } from './cx.js';

/**
 * Puts a component's base classes before a caller's `className` (a string or a react-aria
 * render function), so callers can extend a component without losing render-prop support.
 */
export function withBase<T>(
  className: ClassNameOrFunction<T> | undefined,
  base: string | ((values: T) => string),
): ClassNameOrFunction<T> {
  return composeRenderProps(className, (own, values) =>
    cx(typeof base === 'function' ? base(values) : base, own),
  );
}

export { focusRing } from './focus-ring.js';
