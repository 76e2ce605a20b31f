import {
  createContext,
  createElement,
  use,
  useEffect,
  useId,
  type FunctionComponent,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * Islands (decision 017). A catalogue or content page is server HTML in which only what a shopper
 * operates hydrates, each part on its own. An island is a component whose props are plain JSON
 * and which reads nothing from React context (no router, no query client): on the server it is
 * rendered apart, inside an `<vitrina-island>` holding its name, its props and when to hydrate;
 * in the app (cart, checkout, account, and every page after the app took over) it is the
 * component itself.
 */

/** Every island the shop has; `app/islands/island-modules.ts` says where each one's code is. */
export type IslandName =
  | 'site-header'
  | 'add-to-cart'
  | 'wishlist-heart'
  | 'list-tracking'
  | 'product-view-tracking'
  | 'product-gallery'
  | 'product-purchase'
  | 'product-reviews'
  | 'contact-form'
  | 'shop-map'
  | 'reload-button';

/**
 * When an island hydrates. Every island also hydrates at once when touched, pointed at or
 * focused; a tap that arrives before is held and carried out then (`early-taps.ts`).
 * - `visible`: when it comes near the screen (what shows state from this browser: the heart);
 * - `idle`: once the page is idle (the header's counts);
 * - `interaction`: only when touched, pointed at or focused.
 */
export type HydrateWhen = 'visible' | 'idle' | 'interaction';

/** The element that wraps an island in the server's HTML (`display: contents`, see styles.css). */
export const ISLAND_TAG = 'vitrina-island';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace
  namespace JSX {
    interface IntrinsicElements {
      [ISLAND_TAG]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * How the server renders an island apart from the page, its `useId`s prefixed with `prefix`
 * (unique in the page): the HTML at once, or once the code its widgets load lazily arrived (the
 * same answer for the same prefix, as React renders a component again when it waited).
 */
export type IslandRenderer = {
  render: (node: ReactNode, prefix: string) => string | Promise<string>;
};

const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** Given on an island page's server render only; absent, islands are plain components. */
export const IslandRendererProvider = IslandRendererContext;

/** Whether this render is an island page's, on the server (the app's, in any other case). */
export function useIslandPage(): boolean {
  return use(IslandRendererContext) !== null;
}

/**
 * The root of what hydrates: an island (on the server and in the browser alike, so both render
 * the same tree and the same ids), or the app. `onHydrated` runs once the browser's hydration
 * committed.
 */
export function HydrationRoot({
  children,
  onHydrated,
}: {
  children: ReactNode;
  onHydrated?: () => void;
}) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return children;
}

/** An island component: the component itself is `Component`, for the browser's runtime. */
export type Island<Props> = FunctionComponent<Props> & { Component: FunctionComponent<Props> };

/** An island's element from the props the server wrote, for the browser's runtime. */
export type IslandElement = (props: unknown) => ReactElement;

/** How the browser renders `island` from its props, which are its own, read back from JSON. */
export function islandElement<Props extends object>(island: Island<Props>): IslandElement {
  return (props) => createElement(island.Component, props as Props);
}

/**
 * Declares an island: `props` must survive `JSON.stringify` unchanged (no functions, no
 * `undefined` that matters, no class instances), and `Component` must not read React context.
 */
export function island<Props extends object>(
  name: IslandName,
  Component: FunctionComponent<Props>,
  when: HydrateWhen,
): Island<Props> {
  function IslandOf(props: Props) {
    const renderer = use(IslandRendererContext);
    // Its place in the page: the island's own ids start from it.
    const prefix = `i${useId().replace(/[^\w]/g, '')}-`;
    if (renderer === null) return <Component {...props} />;
    return (
      <IslandHtml renderer={renderer} name={name} when={when} prefix={prefix} props={props}>
        <Component {...props} />
      </IslandHtml>
    );
  }
  IslandOf.displayName = `Island(${name})`;
  return Object.assign(IslandOf, { Component });
}

/**
 * The island as the server sends it. The island's own render runs inside this one (React's server
 * renderer keeps its state per render), in a component that holds no hook state of the page's.
 */
function IslandHtml({
  renderer,
  name,
  when,
  prefix,
  props,
  children,
}: {
  renderer: IslandRenderer;
  name: IslandName;
  when: HydrateWhen;
  prefix: string;
  props: object;
  children: ReactNode;
}) {
  const html = renderer.render(<HydrationRoot>{children}</HydrationRoot>, prefix);
  return (
    <vitrina-island
      data-island={name}
      data-when={when}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: typeof html === 'string' ? html : use(html) }}
    />
  );
}
