import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { Star } from '../rating/star.js';

/** Props of {@link StarInput}. */
export interface StarInputProps {
  label: string;
  /** The accessible name of each choice: `starLabel(3)` → «3 estrellas». */
  starLabel: (stars: number) => string;
  value: number | null;
  onChange: (stars: number) => void;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/** Choosing 1–5 stars: a radio group (arrow keys move, Space picks) drawn as stars. */
export function StarInput({
  label,
  starLabel,
  value,
  onChange,
  description,
  errorMessage,
  isDisabled,
}: StarInputProps) {
  return (
    <RadioGroup
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      isInvalid={errorMessage !== undefined}
      {...(isDisabled ? { isDisabled } : {})}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium text-ink">{label}</Label>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            aria-label={starLabel(stars)}
            className="group flex size-11 cursor-pointer items-center justify-center rounded-control outline-none focus-visible:outline-2 focus-visible:outline-focus"
          >
            <Star
              fill={value !== null && stars <= value ? 1 : 0}
              className="size-8 text-rating transition-transform group-hover:scale-110"
            />
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-danger">{errorMessage}</FieldError>
    </RadioGroup>
  );
}
