import type { ReactNode } from 'react';
import { cx } from '../utils/cx.js';

/** Props of every glyph and icon: decorative unless given a `label`. */
export interface SvgIconProps {
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
  className?: string;
}

/** A 24×24 stroke icon drawn in the current text colour. */
export function Svg({ label, className, children }: SvgIconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx('size-5 shrink-0', className)}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}
