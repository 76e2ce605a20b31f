import { Svg, type SvgIconProps } from '../glyphs/svg.js';
import { categoryPaths } from './category-paths.js';

/** The icon keys this set draws. */
export type IconKey = keyof typeof categoryPaths;

/** Every icon key this set draws, for checks against the domain's category → icon map. */
export const iconKeys = Object.keys(categoryPaths) as IconKey[];

function isIconKey(key: string): key is IconKey {
  return Object.hasOwn(categoryPaths, key);
}

/** Props of {@link Icon}. */
export interface IconProps extends SvgIconProps {
  /** An icon key (e.g. `mini-split`); an unknown key draws the generic `other` box. */
  name: string;
}

/** A category icon as inline SVG, decorative unless given a `label`. */
export function Icon({ name, ...props }: IconProps) {
  return <Svg {...props}>{categoryPaths[isIconKey(name) ? name : 'other']}</Svg>;
}
