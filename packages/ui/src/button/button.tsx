import type { Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { withBase } from '../utils/class-names.js';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes.js';

export type { ButtonSize, ButtonVariant } from './button-classes.js';

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
