import { heldTaps, replayHeldTaps } from '../../lib/early-taps';
import { ISLAND_TAG, type HydrateWhen, type IslandName } from '../../lib/island-markup';
import { localStore, sessionStore } from '../../lib/storage';
import { isChunkLoadError, reloadOnce } from '../chunk-reload';
import { islandModules, type IslandCode } from './island-modules';

/** What shows a shopper is about to use an island: it hydrates at once, whatever its `when`. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'pointerover'] as const;
/** How near the screen a `visible` island hydrates. */
const NEAR_SCREEN = '200px 0px';

const started = new WeakSet<Element>();

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandModules, name);
}

/** A release replaced the code: the page loads again once, with the new one (R15). */
function onCodeMissing(error: unknown): void {
  console.error(error);
  if (isChunkLoadError(error))
    reloadOnce({ storage: sessionStore, reload: () => window.location.reload() });
}

/**
 * Hydrates one island on its own: React DOM (the first time), its module, then `hydrateRoot` on
 * its element with the props the server wrote, as a transition (React yields to the shopper
 * between slices); once it committed, the taps held on it are carried out. A behaviour is only
 * started: it shows nothing, and needs no React.
 */
function hydrate(element: HTMLElement): void {
  if (started.has(element)) return;
  started.add(element);
  const name = element.dataset['island'];
  if (!isIslandName(name)) {
    console.error('Isla desconocida', name);
    return;
  }
  const props: unknown = JSON.parse(element.dataset['props'] ?? '{}');
  const hydrateIsland = async (code: IslandCode) => {
    if (code.kind === 'behaviour') {
      code.start(props);
      return;
    }
    const [{ createElement, startTransition }, { hydrateRoot }, { HydrationRoot }] =
      await Promise.all([import('react'), import('react-dom/client'), import('../../lib/island')]);
    startTransition(() => {
      hydrateRoot(
        element,
        createElement(HydrationRoot, {
          onHydrated: () => replayHeldTaps(element),
          children: code.element(props),
        }),
        {
          identifierPrefix: element.dataset['prefix'] ?? '',
          // React rendered that part again in the browser (an extension or a translator edited
          // the page first): logged, the island works.
          onRecoverableError: (error) => console.error(error),
        },
      );
    });
  };
  islandModules[name]().then(hydrateIsland).catch(onCodeMissing);
}

function islandOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(ISLAND_TAG) : null;
}

const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
};

/**
 * What is seen of an island: the wrapper makes no box (`display: contents`), its first element
 * that is no resource hint does (React puts a picture's preload before it).
 */
function boxOf(element: Element): Element | undefined {
  return [...element.children].find(
    (child) => !['LINK', 'META', 'SCRIPT', 'STYLE'].includes(child.tagName),
  );
}

/** When `element` hydrates by itself: its `when`, if the browser holds what it shows. */
function whenOf(element: HTMLElement): HydrateWhen {
  const when = (element.dataset['when'] ?? 'interaction') as HydrateWhen;
  const stored = element.dataset['stored'];
  if (stored === undefined) return when;
  const holds = stored
    .split(' ')
    .some((key) => localStore.get(key) !== null || sessionStore.get(key) !== null);
  return holds ? when : 'interaction';
}

/** Islands that show what the browser holds, and held none when the page loaded. */
const showingStorage = new Set<HTMLElement>();

/**
 * The shopper reached for `element`: it hydrates now, and what the browser holds may change with
 * it (a heart, an add), so the islands that show it (the header's counts) hydrate once idle.
 */
function reachFor(element: HTMLElement): void {
  hydrate(element);
  for (const showing of showingStorage) whenIdle(() => hydrate(showing));
  showingStorage.clear();
}

/**
 * Starts the islands of the page: each hydrates when its `data-when` says (and its `data-stored`
 * allows), or at once when the shopper reaches for it; one a tap is already held on, or the
 * shopper is already in, hydrates now.
 */
export function startIslands(): void {
  const onIntent = (event: Event): void => {
    const element = islandOf(event.target);
    if (element !== null) reachFor(element);
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });

  for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG))
    if (element.dataset['stored'] !== undefined && whenOf(element) === 'interaction')
      showingStorage.add(element);

  for (const tapped of heldTaps()) {
    const element = islandOf(tapped);
    if (element !== null) reachFor(element);
  }
  // A field the shopper went into before this script ran (its focus came before the listeners).
  const entered = islandOf(document.activeElement);
  if (entered !== null) reachFor(entered);

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
    const when = whenOf(element);
    const box = boxOf(element);
    if (when === 'visible' && nearScreen !== undefined && box !== undefined)
      nearScreen.observe(box);
    else if (when === 'visible' || when === 'idle') whenIdle(() => hydrate(element));
  }
}
