import { TextField, type TextFieldProps } from '@vitrina/ui/text-field';

type FieldState = Pick<TextFieldProps, 'isDisabled'>;

/** The e-mail field's state, and what it starts with (a signed-in customer's address). */
type EmailFieldProps = FieldState & Pick<TextFieldProps, 'defaultValue'>;

/**
 * The customer's e-mail, the way every form asks it (sign-in, sign-up, password reset, contact):
 * one label and `autocomplete="email"`, so password managers and screen readers meet it alike.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      label="Correo electrónico"
      autoComplete="email"
      isRequired
      {...props}
    />
  );
}

const NAME_FIELDS = [
  { field: 'first_name', label: 'Nombre', autoComplete: 'given-name' },
  { field: 'last_name', label: 'Apellido', autoComplete: 'family-name' },
] as const;

/**
 * «Nombre» and «Apellido», required, with their autocomplete tokens. `name` maps the field to the
 * form's name for it (an address form sends `billing.first_name`); `defaultValues` fills them.
 */
export function NameFields({
  name = (field) => field,
  defaultValues,
  ...props
}: FieldState & {
  name?: (field: 'first_name' | 'last_name') => string;
  defaultValues?: { first_name: string; last_name: string };
}) {
  return NAME_FIELDS.map(({ field, ...labels }) => (
    <TextField
      key={field}
      name={name(field)}
      {...labels}
      {...(defaultValues ? { defaultValue: defaultValues[field] } : {})}
      isRequired
      {...props}
    />
  ));
}

/** The passport, for a customer without a Dominican cédula (optional). */
export function PassportField(props: FieldState & Pick<TextFieldProps, 'defaultValue'>) {
  return (
    <TextField
      name="passport"
      label="Pasaporte"
      description="Opcional, si no tienes cédula dominicana."
      {...props}
    />
  );
}
