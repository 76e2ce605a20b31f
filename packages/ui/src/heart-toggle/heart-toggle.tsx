import { HeartGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';

/** Props of {@link HeartToggle}. */
export interface HeartToggleProps {
  /** Accessible names: what a press does when off (`add`) and when on (`remove`). */
  labels: { add: string; remove: string };
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** `sm` for a card (40 px), `lg` beside a product page's add button (48 px). */
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * A heart that keeps a product in a list: a native button with `aria-pressed` (Space and Enter
 * for free). Not react-aria's ToggleButton: one sits on every card, and its hover and press
 * machinery was ~30 KB of script on each listing's first load (issue 26). Its name says what a
 * press does, so a screen reader hears «Guardar…» or «Quitar…».
 */
export function HeartToggle({
  labels,
  isSelected,
  onChange,
  isDisabled = false,
  size = 'sm',
  className,
}: HeartToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      aria-label={isSelected ? labels.remove : labels.add}
      disabled={isDisabled}
      onClick={() => onChange(!isSelected)}
      className={cx(
        'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-control border bg-surface transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        size === 'lg' ? 'size-12' : 'size-10',
        isSelected
          ? 'border-sale text-sale hover:bg-surface-muted'
          : 'border-border-strong text-ink hover:bg-surface-muted hover:text-sale',
        isDisabled && 'cursor-wait opacity-60',
        className,
      )}
    >
      <HeartGlyph filled={isSelected} className={size === 'lg' ? 'size-6' : 'size-5'} />
    </button>
  );
}
