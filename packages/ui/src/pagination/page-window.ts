/** A page number, or a gap shown as «…». */
export type PageSlot = number | 'gap';

/**
 * The pages to show for `page` of `pageCount`: always the first and last, the current one with
 * `siblings` on each side, and gaps where pages are skipped (a gap never hides just one page).
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let offset = -siblings; offset <= siblings; offset += 1) {
    const candidate = current + offset;
    if (candidate >= 1 && candidate <= pageCount) shown.add(candidate);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const [index, number] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && number - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) slots.push('gap');
    slots.push(number);
  }
  return slots;
}
