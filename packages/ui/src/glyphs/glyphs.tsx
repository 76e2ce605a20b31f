import { Svg, type SvgIconProps } from './svg.js';

/* Interface glyphs, one small inline SVG each: no icon font, no network. */

/** A cross (close, clear). */
export function CloseGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

/** A magnifying glass. */
export function SearchGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </Svg>
  );
}

/** A shopping cart. */
export function CartGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.2" />
      <circle cx="17" cy="20" r="1.2" />
    </Svg>
  );
}

/** A person (account). */
export function UserGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

/** Three lines (menu). */
export function MenuGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

/** A chevron pointing left. */
export function ChevronLeftGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M15 6l-6 6 6 6" />
    </Svg>
  );
}

/** A chevron pointing right. */
export function ChevronRightGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M9 6l6 6-6 6" />
    </Svg>
  );
}

/** A chevron pointing down. */
export function ChevronDownGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

/** A plus sign. */
export function PlusGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

/** A minus sign. */
export function MinusGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12h14" />
    </Svg>
  );
}

/** A check mark. */
export function CheckGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}

/** A calendar page. */
export function CalendarGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Svg>
  );
}

/** A telephone handset. */
export function PhoneGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z" />
    </Svg>
  );
}

/** An envelope. */
export function MailGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" />
    </Svg>
  );
}

/** A map pin. */
export function MapPinGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Svg>
  );
}

/** A circled i (information). */
export function InfoGlyph(props: SvgIconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </Svg>
  );
}

/** A heart (the wishlist), filled when `filled`. */
export function HeartGlyph({ filled = false, ...props }: SvgIconProps & { filled?: boolean }) {
  return (
    <Svg {...props}>
      <path
        d="M12 20s-7.5-4.6-9.2-9.3C1.7 7.6 3.8 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.2 0 5.3 3.1 4.2 6.2C19.5 15.4 12 20 12 20Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Svg>
  );
}
