import { TextField, type TextFieldProps } from '@vitrina/ui/text-field';
import { messages } from '../../copy/messages';

type PasswordFieldProps = Pick<TextFieldProps, 'isDisabled'> & { name?: string; label: string };

/** The password the customer has now (sign-in, or to confirm a change). */
export function CurrentPasswordField({ name = 'password', ...props }: PasswordFieldProps) {
  return (
    <TextField name={name} type="password" autoComplete="current-password" isRequired {...props} />
  );
}

/** A password being chosen, with core's policy as its hint, so managers offer a new one. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'name'>) {
  return (
    <TextField
      name="password"
      type="password"
      description={messages.newPasswordHint}
      autoComplete="new-password"
      isRequired
      {...props}
    />
  );
}
