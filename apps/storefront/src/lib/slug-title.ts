/** A readable Spanish title from a URL slug: `mini-split` → `Mini split`. */
export function titleFromSlug(slug: string): string {
  const words = decodeURIComponent(slug).split('-').filter(Boolean).join(' ');
  return words.charAt(0).toLocaleUpperCase('es-DO') + words.slice(1);
}
