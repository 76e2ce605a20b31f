import type { Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { cx } from '../utils/cx.js';
import { focusRing, withBase } from '../utils/class-names.js';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-ink-inverse data-hovered:bg-brand-700 data-pressed:bg-brand-800 border border-transparent',
  secondary:
    'bg-surface text-brand-700 border border-brand-600 data-hovered:bg-brand-50 data-pressed:bg-brand-100',
  ghost: 'bg-transparent text-ink border border-transparent data-hovered:bg-surface-muted',
  danger:
    'bg-danger text-ink-inverse border border-transparent data-hovered:bg-accent-700 data-pressed:bg-accent-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 text-sm gap-1.5',
  md: 'min-h-10 px-4 text-base gap-2',
  lg: 'min-h-12 px-6 text-lg gap-2',
};

/** Classes of a button, shared with links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(
    'inline-flex items-center justify-center rounded-control font-semibold transition-colors cursor-pointer',
    'data-disabled:cursor-not-allowed data-disabled:opacity-50 data-pending:cursor-wait',
    focusRing,
    variants[variant],
    sizes[size],
  );
}

/** Props of {@link Button}. */
export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A pressable button (react-aria), usable by mouse, touch, keyboard and screen readers. */
export function Button({ variant = 'primary', size = 'md', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={withBase(className, buttonClasses(variant, size))} />;
}
