import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the element works as its script makes it (decision 022). Inside an island: once
 * the island hydrated, reaching for it first, as a shopper does (an island may hydrate only when
 * touched, pointed at or focused). Elsewhere on a catalogue page: at once (server HTML: its links
 * and forms need no script). On an app page (cart, checkout, account): once React hydrated it. A
 * press before that is held (a button) or loads a new document (a link).
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => {
        const island = node.closest('vitrina-island');
        if (island !== null) {
          if (!island.hasAttribute('data-hydrated'))
            node.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
          return island.hasAttribute('data-hydrated');
        }
        if (document.documentElement.dataset['page'] === 'islands') return true;
        return Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
}
