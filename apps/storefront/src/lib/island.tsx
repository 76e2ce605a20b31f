import {
  createContext,
  use,
  useEffect,
  useId,
  type DetailedHTMLProps,
  type FunctionComponent,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ISLAND_TAG } from './island-markup';
import { type Hydration, type IslandName } from './island-markup';

export { ISLAND_TAG, type HydrateWhen, type Hydration, type IslandName } from './island-markup';

/**
 * Islands (decision 022). A catalogue or content page is server HTML in which only what a shopper
 * operates hydrates, each part on its own. An island is a component whose props are plain JSON
 * and which reads nothing from React context (no router, no query client): on the server it is
 * rendered apart, inside an `<vitrina-island>` holding its name, its props and when to hydrate;
 * in the app (cart, checkout, account, and every page after the app took over) it is the
 * component itself. A behaviour is an island that shows nothing (analytics): on a catalogue page
 * it runs without React.
 */

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
export type Island<Props> = FunctionComponent<Props & { hydrate?: Hydration }> & {
  Component: FunctionComponent<Props>;
};

/** An island's element from the props the server wrote, for the browser's runtime. */
export type IslandElement = (props: unknown) => ReactElement;

/** The attributes of an island's element in the server's HTML. */
function islandAttributes(name: IslandName, hydration: Hydration, props: object) {
  return {
    'data-island': name,
    'data-when': hydration.when,
    ...(hydration.stored === undefined ? {} : { 'data-stored': hydration.stored.join(' ') }),
    'data-props': JSON.stringify(props),
  };
}

/**
 * Declares an island: `props` must survive `JSON.stringify` unchanged (no functions, no
 * `undefined` that matters, no class instances), and `Component` must not read React context.
 * Where it is used, `hydrate` may say otherwise than `hydration` for that page.
 */
export function island<Props extends object>(
  name: IslandName,
  Component: FunctionComponent<Props>,
  hydration: Hydration,
): Island<Props> {
  function IslandOf({ hydrate, ...own }: Props & { hydrate?: Hydration }) {
    const props = own as Props;
    const renderer = use(IslandRendererContext);
    // Its place in the page: the island's own ids start from it.
    const prefix = `i${useId().replace(/[^\w]/g, '')}-`;
    if (renderer === null) return <Component {...props} />;
    return (
      <IslandHtml
        renderer={renderer}
        attributes={islandAttributes(name, hydrate ?? hydration, props)}
        prefix={prefix}
      >
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
  attributes,
  prefix,
  children,
}: {
  renderer: IslandRenderer;
  attributes: Record<string, string>;
  prefix: string;
  children: ReactNode;
}) {
  const html = renderer.render(<HydrationRoot>{children}</HydrationRoot>, prefix);
  return (
    <vitrina-island
      {...attributes}
      data-prefix={prefix}
      dangerouslySetInnerHTML={{ __html: typeof html === 'string' ? html : use(html) }}
    />
  );
}

/** What a behaviour does once started; the answer stops it. */
export type Start<Props> = (props: Props) => () => void;

/** A behaviour: the function it runs, for the browser's runtime. */
export type Behaviour<Props> = FunctionComponent<Props> & { start: Start<Props> };

/**
 * Declares a behaviour (an island that shows nothing: analytics): in the app it starts as the
 * page renders (an effect, again when `key` changes); on a catalogue page the runtime starts it
 * once the page is idle, without React.
 */
export function behaviour<Props extends object>(
  name: IslandName,
  start: Start<Props>,
  key: (props: Props) => string,
): Behaviour<Props> {
  function BehaviourOf(props: Props) {
    const renderer = use(IslandRendererContext);
    const now = key(props);
    useEffect(
      () => start(props),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- started again when its key changes
      [now],
    );
    if (renderer === null) return null;
    return (
      <vitrina-island {...islandAttributes(name, { when: 'idle' }, props)} data-behaviour="" />
    );
  }
  BehaviourOf.displayName = `Behaviour(${name})`;
  return Object.assign(BehaviourOf, { start });
}
