import { decodeTitle } from '../../lib/decode-title';

/** A section of a long page, for its table of contents. */
export type PageSection = { id: string; title: string };

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'seccion';

/**
 * Gives each `<h2>` of sanitised WordPress HTML an id and lists them. The sanitiser keeps no
 * attributes on headings, so a bare `<h2>` is the only shape there is to match.
 */
export function outlineSections(html: string): { html: string; sections: PageSection[] } {
  const sections: PageSection[] = [];
  const taken = new Set<string>();
  const anchored = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_heading, inner: string) => {
    const title = decodeTitle(inner.replace(/<[^>]*>/g, '')).trim();
    let id = slugOf(title);
    for (let n = 2; taken.has(id); n += 1) id = `${slugOf(title)}-${String(n)}`;
    taken.add(id);
    sections.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: anchored, sections };
}

/** WordPress's local `2026-11-23T14:05:00` as «23 de noviembre de 2026»; `null` if unreadable. */
export function updatedOn(modified: string | undefined): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})T/.exec(modified ?? '')?.[1];
  if (day === undefined) return null;
  return new Intl.DateTimeFormat('es-DO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
