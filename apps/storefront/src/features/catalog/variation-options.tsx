import { RadioGroup } from '@vitrina/ui/radio-group';
import { stockWords } from '../../copy/stock';
import {
  describeChoice,
  optionState,
  type ProductVariation,
  type VariantAttribute,
  type VariantChoice,
} from './variation-choice';

/** Why an option cannot be chosen (a sold-out one can: it says so with the stock's word). */
const optionCopy = {
  unavailable: (others: string) => `No disponible con ${others}`,
};

/**
 * One react-aria radio group per attribute; impossible options disabled, with why. A sold-out
 * option says so but can be chosen: its variation's page offers «Avísame cuando llegue» (#29).
 */
export function VariationPicker({
  attributes,
  variations,
  choice,
  onPick,
}: {
  attributes: readonly VariantAttribute[];
  variations: readonly ProductVariation[];
  choice: VariantChoice;
  onPick: (key: string, option: string) => void;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="variation-picker">
      {attributes.map((attribute) => {
        const others = Object.fromEntries(
          Object.entries(choice).filter(([key]) => key !== attribute.key),
        );
        const othersText = describeChoice(
          attributes.filter((candidate) => candidate.key !== attribute.key),
          others,
        );
        return (
          <RadioGroup
            key={attribute.key}
            label={attribute.name}
            orientation="horizontal"
            value={choice[attribute.key] ?? null}
            onChange={(option) => onPick(attribute.key, option)}
            options={attribute.options.map((option) => {
              const state = optionState(variations, others, attribute.key, option);
              return {
                value: option,
                label: option,
                ...(state === 'available'
                  ? {}
                  : state === 'soldout'
                    ? { detail: stockWords.outofstock }
                    : { isDisabled: true, detail: optionCopy.unavailable(othersText) }),
              };
            })}
          />
        );
      })}
    </div>
  );
}
