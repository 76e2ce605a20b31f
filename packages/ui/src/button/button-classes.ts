// No react-aria here: plain links that look like buttons (a router `<Link>`, an `<a>` on a
// server-rendered page) take these classes without shipping react-aria's button.
import { cx } from '../utils/cx.js';
import { focusRing, plainFocusRing } from '../utils/focus-ring.js';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

// Whole class names, written out: Tailwind finds classes by scanning the source text.
const ariaVariants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-ink-inverse border border-transparent data-hovered:bg-brand-700 data-pressed:bg-brand-800',
  secondary:
    'bg-surface text-brand-700 border border-brand-600 data-hovered:bg-brand-50 data-pressed:bg-brand-100',
  ghost: 'bg-transparent text-ink border border-transparent data-hovered:bg-surface-muted',
  danger:
    'bg-danger text-ink-inverse border border-transparent data-hovered:bg-accent-700 data-pressed:bg-accent-700',
};

const plainVariants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-ink-inverse border border-transparent hover:bg-brand-700 active:bg-brand-800',
  secondary:
    'bg-surface text-brand-700 border border-brand-600 hover:bg-brand-50 active:bg-brand-100',
  ghost: 'bg-transparent text-ink border border-transparent hover:bg-surface-muted',
  danger:
    'bg-danger text-ink-inverse border border-transparent hover:bg-accent-700 active:bg-accent-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 text-sm gap-1.5',
  md: 'min-h-10 px-4 text-base gap-2',
  lg: 'min-h-12 px-6 text-lg gap-2',
};

const base =
  'inline-flex items-center justify-center rounded-control font-semibold transition-colors cursor-pointer';

/** Classes of a react-aria button (states from its `data-hovered`, `data-pressed`… attributes). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(
    base,
    'data-disabled:cursor-not-allowed data-disabled:opacity-50 data-pending:cursor-wait',
    focusRing,
    ariaVariants[variant],
    sizes[size],
  );
}

/**
 * Classes of a plain link or element that looks like a button (a native `<button>` too): the
 * same look as {@link buttonClasses}, with the states of CSS (`:hover`, `:active`,
 * `:focus-visible`, `:disabled`).
 */
export function plainButtonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
): string {
  return cx(
    base,
    'no-underline disabled:cursor-not-allowed disabled:opacity-50',
    plainFocusRing,
    plainVariants[variant],
    sizes[size],
  );
}
