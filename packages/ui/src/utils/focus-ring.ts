// Apart from class-names.ts so modules without react-aria (button classes for plain links) can
// use the focus ring without pulling react-aria's render-prop helpers. Each ring names its style
// (`outline-solid`): Tailwind 4's `outline-none` also empties the style that `outline-2` reads.

/** Classes for a visible keyboard focus ring on react-aria elements (`data-focus-visible`). */
export const focusRing =
  'outline-none data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-offset-2 data-focus-visible:outline-focus';

/** The same ring for plain elements, driven by the browser's `:focus-visible`. */
export const plainFocusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-focus';
