import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import { cx } from '../utils/cx.js';

/** Props of {@link Form}. */
export type FormProps = AriaFormProps;

/**
 * A form whose fields show their errors in place: native constraints and `validate` on submit,
 * and the server's messages through `validationErrors` keyed by field `name` (shown as text).
 */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={cx('flex flex-col gap-4', className)} />;
}
