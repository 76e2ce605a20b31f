/** A category in the header menu. */
export interface HeaderCategory {
  label: string;
  href: string;
  /** Icon key, e.g. `mini-split`, shown in the mobile menu. */
  iconKey?: string;
}
