import type { Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import { cx } from '../utils/cx.js';

/** Props of {@link Form}. */
export interface FormProps extends AriaFormProps {
  /** The `<form>` element, for a caller that moves the focus to a field in error. */
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form whose fields show their errors in place: native constraints and `validate` on submit,
 * and the server's messages through `validationErrors` keyed by field `name` (shown as text).
 *
 * It posts unless told otherwise: a form sent before the page's script takes it over (a press in
 * the page's first moments, or JavaScript off) must not put what was typed, a password or a
 * cédula, in a URL, where history and logs keep it.
 */
export function Form({ className, method = 'post', ...props }: FormProps) {
  return <AriaForm {...props} method={method} className={cx('flex flex-col gap-4', className)} />;
}
