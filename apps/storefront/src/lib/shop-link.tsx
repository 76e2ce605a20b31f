import { DefaultLink } from '@vitrina/ui/default-link';
import type { LinkComponent, LinkSlotProps } from '@vitrina/ui/link';
import { createContext, use } from 'react';

/** How the shop's own components move the shopper to another page. */
export type ShopNavigation = {
  /** The link they render. */
  Link: LinkComponent;
  /** Goes to `href` (a search, a suggestion chosen). */
  navigate: (href: string) => void;
  /** Writes `href` in place of this page's address, staying where it is (a choice kept in it). */
  replace: (href: string) => void;
};

/**
 * In the app, the router's links and navigation (client-side, code preloaded on intent), given
 * by the root; in an island, which knows no router (decision 022), plain links and page loads
 * from the server.
 */
const ShopNavigationContext = createContext<ShopNavigation>({
  Link: DefaultLink,
  navigate: (href) => window.location.assign(href),
  replace: (href) => window.history.replaceState(window.history.state, '', href),
});

/** Gives the components below the app's navigation. */
export const ShopNavigationProvider = ShopNavigationContext;

/** The navigation of where this component renders (see {@link ShopNavigation}). */
export function useShopNavigation(): ShopNavigation {
  return use(ShopNavigationContext);
}

/** A link to a page of the shop. */
export function ShopLink(props: LinkSlotProps) {
  const { Link } = useShopNavigation();
  return <Link {...props} />;
}
