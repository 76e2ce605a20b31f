import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { heldTaps, replayHeldTaps } from '../../lib/early-taps';
import { ISLAND_TAG, HydrationRoot, type HydrateWhen, type IslandName } from '../../lib/island';
import { sessionStore } from '../../lib/storage';
import { isChunkLoadError, reloadOnce } from '../chunk-reload';
import { islandModules } from './island-modules';

/** What shows a shopper is about to use an island: it hydrates at once, whatever its `when`. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'pointerover'] as const;
/** How near the screen a `visible` island hydrates. */
const NEAR_SCREEN = '200px 0px';

const started = new WeakSet<Element>();

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandModules, name);
}

/**
 * Hydrates one island on its own: its module, then `hydrateRoot` on its element with the props
 * the server wrote, as a transition (React yields to the shopper between slices). Once it
 * committed, the taps held on it are carried out.
 */
function hydrate(element: HTMLElement): void {
  if (started.has(element)) return;
  started.add(element);
  const name = element.dataset['island'];
  if (!isIslandName(name)) {
    console.error('Isla desconocida', name);
    return;
  }
  islandModules[name]().then(
    (render) => {
      const island = render(JSON.parse(element.dataset['props'] ?? '{}'));
      startTransition(() => {
        hydrateRoot(
          element,
          createElement(HydrationRoot, {
            onHydrated: () => replayHeldTaps(element),
            children: island,
          }),
          {
            identifierPrefix: element.dataset['prefix'] ?? '',
            // React rendered that part again in the browser (an extension or a translator
            // edited the page first): logged, the island works.
            onRecoverableError: (error) => console.error(error),
          },
        );
      });
    },
    (error: unknown) => {
      // A release replaced the island's code: the page loads again once, with the new one
      // (R15); its links and forms keep working meanwhile.
      console.error(error);
      if (isChunkLoadError(error))
        reloadOnce({ storage: sessionStore, reload: () => window.location.reload() });
    },
  );
}

function islandOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(ISLAND_TAG) : null;
}

/**
 * What is seen of an island: the wrapper makes no box (`display: contents`), its first element
 * that is no resource hint does (React puts a picture's preload before it).
 */
function boxOf(element: Element): Element | undefined {
  return [...element.children].find(
    (child) => !['LINK', 'META', 'SCRIPT', 'STYLE'].includes(child.tagName),
  );
}

const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
};

/**
 * Starts the islands of the page: each hydrates when its `data-when` says, or at once when the
 * shopper reaches for it; one a tap is already held on hydrates now.
 */
export function startIslands(): void {
  const onIntent = (event: Event): void => {
    const element = islandOf(event.target);
    if (element !== null) hydrate(element);
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });

  const nearScreen =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer.unobserve(entry.target);
              const element = islandOf(entry.target);
              if (element !== null) hydrate(element);
            }
          },
          { rootMargin: NEAR_SCREEN },
        );

  for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    const when = element.dataset['when'] as HydrateWhen | undefined;
    const box = boxOf(element);
    if (when === 'visible' && nearScreen !== undefined && box !== undefined)
      nearScreen.observe(box);
    else if (when === 'visible' || when === 'idle') whenIdle(() => hydrate(element));
  }
  for (const tapped of heldTaps()) {
    const element = islandOf(tapped);
    if (element !== null) hydrate(element);
  }
}
