import { Select, type SelectOption } from '../select/select.js';
import { TextField } from '../text-field/text-field.js';

/** The parts of an address, in the order a form asks them. */
export const ADDRESS_PARTS = [
  'street',
  'sector',
  'city',
  'province',
  'postcode',
  'reference',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** What a part is called, and the hint under it. */
export interface AddressPartWords {
  label: string;
  description?: string;
}

/** The words of every part, and what the province's list says while nothing is chosen. */
export type AddressWords = Readonly<Record<AddressPart, AddressPartWords>> & {
  readonly provincePlaceholder: string;
};

/** Props of {@link AddressFieldset}. */
export interface AddressFieldsetProps {
  words: AddressWords;
  provinces: readonly SelectOption[];
  /** The form's name for a part (`billing.address_1`, `shipping_address.city`…). */
  name: (part: AddressPart) => string;
  /** The parts asked, in {@link ADDRESS_PARTS}' order. */
  parts: readonly AddressPart[];
  /** The parts that must be filled. */
  required: readonly AddressPart[];
  /** What each part holds: controlled when `onChange` is given, else what it starts with. */
  values: Readonly<Partial<Record<AddressPart, string>>>;
  onChange?: (part: AddressPart, value: string) => void;
  /** The reason per field, keyed by the form's name for it. */
  errors?: Readonly<Record<string, string>>;
  /** The autocomplete section, so a browser fills a second address of one page apart. */
  section?: 'billing' | 'shipping';
  /** The group's name, when the address stands beside another one. */
  legend?: string;
  isDisabled?: boolean;
}

const AUTOCOMPLETE: Partial<Record<AddressPart, string>> = {
  street: 'address-line1',
  city: 'address-level2',
  postcode: 'postal-code',
};

/** Parts that take the whole row on a wide screen. */
const WIDE: readonly AddressPart[] = ['street', 'reference'];

/**
 * An address's fields on a two-column grid (one on a phone): text fields and the province's
 * list, each with its error. The words, the provinces and which parts are asked come from the
 * caller, so every form of the shop that asks an address asks it alike.
 */
export function AddressFieldset({
  words,
  provinces,
  name,
  parts,
  required,
  values,
  onChange,
  errors = {},
  section,
  legend,
  isDisabled = false,
}: AddressFieldsetProps) {
  const fields = parts.map((part) => {
    const fieldName = name(part);
    const error = errors[fieldName];
    const value = values[part] ?? '';
    const shared = {
      name: fieldName,
      label: words[part].label,
      isRequired: required.includes(part),
      isDisabled,
      isInvalid: error !== undefined,
      ...(error === undefined ? {} : { errorMessage: error }),
      ...(words[part].description === undefined ? {} : { description: words[part].description }),
      ...(WIDE.includes(part) ? { className: 'sm:col-span-2' } : {}),
    };
    if (part === 'province') {
      const chosen = provinces.some((province) => province.id === value) ? value : null;
      return (
        <Select
          key={part}
          {...shared}
          placeholder={words.provincePlaceholder}
          options={provinces}
          {...(onChange
            ? { value: chosen, onChange: (id) => onChange(part, id ?? '') }
            : { defaultValue: chosen })}
        />
      );
    }
    const autoComplete = AUTOCOMPLETE[part];
    return (
      <TextField
        key={part}
        {...shared}
        {...(autoComplete === undefined
          ? {}
          : { autoComplete: section === undefined ? autoComplete : `${section} ${autoComplete}` })}
        {...(part === 'postcode' ? { inputMode: 'numeric' as const } : {})}
        {...(onChange
          ? { value, onChange: (text: string) => onChange(part, text) }
          : { defaultValue: value })}
      />
    );
  });
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      {legend === undefined ? null : (
        <legend className="mb-3 text-lg font-semibold text-ink">{legend}</legend>
      )}
      <div className="grid gap-4 sm:grid-cols-2">{fields}</div>
    </fieldset>
  );
}
