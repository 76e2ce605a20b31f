import type { PointerEvent, Ref } from 'react';
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

/**
 * A disabled button takes no press. React Aria starts one on its pointer down all the same, and
 * as the browser sends no click to a disabled button it clicks it itself 80 ms after the pointer
 * is up: a tap on «Confirmar pedido» held while offline placed the order when the connection and
 * the review's new total came back within those 80 ms (R9).
 */
const takesNoPress = (event: PointerEvent<HTMLButtonElement>) => {
  event.stopPropagation();
};

/** A pressable button (react-aria), usable by mouse, touch, keyboard and screen readers. */
export function Button({ variant = 'primary', size = 'md', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      {...(props.isDisabled ? { onPointerDownCapture: takesNoPress } : {})}
      className={withBase(className, buttonClasses(variant, size))}
    />
  );
}
