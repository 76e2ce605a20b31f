// Apart from class-names.ts so components without react-aria (header, footer, icons) do not pull
// react-aria's render-prop helpers into the first load.
type ClassPart = string | false | null | undefined;

/** Joins the truthy class names with single spaces. */
export function cx(...parts: ClassPart[]): string {
  return parts.filter(Boolean).join(' ');
}
