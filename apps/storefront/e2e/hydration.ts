import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element. The page's own chunks load after the load event,
 * so a press before that does nothing (a button) or loads a new document (a link).
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}
