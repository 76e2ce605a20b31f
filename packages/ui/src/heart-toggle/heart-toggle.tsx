import { ToggleButton, type ToggleButtonProps } from 'react-aria-components/ToggleButton';
import { HeartGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';

/** Props of {@link HeartToggle}. */
export interface HeartToggleProps extends Omit<
  ToggleButtonProps,
  'children' | 'className' | 'aria-label'
> {
  /** Accessible names: what a press does when off (`add`) and when on (`remove`). */
  labels: { add: string; remove: string };
  /** `sm` for a card (40 px), `lg` beside a product page's add button (48 px). */
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * A heart that keeps a product in a list (react-aria ToggleButton: `aria-pressed`, Space and
 * Enter). Its name says what a press does, so a screen reader hears «Guardar…» or «Quitar…».
 */
export function HeartToggle({ labels, size = 'sm', className, ...props }: HeartToggleProps) {
  return (
    <ToggleButton
      {...props}
      aria-label={props.isSelected === true ? labels.remove : labels.add}
      className={({ isSelected, isDisabled }) =>
        cx(
          'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-control border bg-surface transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          size === 'lg' ? 'size-12' : 'size-10',
          isSelected
            ? 'border-sale text-sale hover:bg-surface-muted'
            : 'border-border-strong text-ink hover:bg-surface-muted hover:text-sale',
          isDisabled && 'cursor-wait opacity-60',
          className,
        )
      }
    >
      {({ isSelected }) => (
        <HeartGlyph filled={isSelected} className={size === 'lg' ? 'size-6' : 'size-5'} />
      )}
    </ToggleButton>
  );
}
