import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { CartGlyph, HeartGlyph, MenuGlyph, SearchGlyph, UserGlyph } from '../glyphs/glyphs.js';
import { DefaultLink } from '../link/default-link.js';
import type { LinkComponent } from '../link/link-component.js';
import { cx } from '../utils/cx.js';
import { defaultCartLabel } from './cart-label.js';
import type { HeaderCategory } from './header-category.js';

export type { HeaderCategory } from './header-category.js';

// The mobile menu (modal, focus trap, icons) loads when it is first opened, not with the page;
// its button is a plain <button>, so no react-aria code ships with every page for it.
const CategoryMenu = lazy(() =>
  import('./category-menu.js').then((module) => ({ default: module.CategoryMenu })),
);

/** The header's search: a GET form, so it works before JavaScript loads. */
export interface HeaderSearch {
  /** The results page, e.g. `/resultados`. */
  action: string;
  /** Query parameter name. */
  name?: string;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  /** Client-side search; without it the form submits natively. */
  onSearch?: (query: string) => void;
  /**
   * A richer field (e.g. a combobox with suggestions) in place of the plain input; it should
   * carry the same `name` so the form still works before JavaScript loads.
   */
  field?: ReactNode;
  /** The plain input got focus: the moment to load a richer `field`. */
  onFieldFocus?: () => void;
}

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The brand mark (an `<img>` or text); it links home. */
  logo: ReactNode;
  /** Accessible name of the home link, e.g. «Vitrina, inicio». */
  homeLabel: string;
  homeHref?: string;
  categories: readonly HeaderCategory[];
  categoriesLabel?: string;
  menuLabel?: string;
  search: HeaderSearch;
  account: { href: string; label: string };
  /** The wishlist link, before the cart's; `label` says the count (the badge is not read). */
  wishlist?: { href: string; label: string; count: number };
  /**
   * The cart link. With `onOpen` a click opens the mini-cart instead of following the link
   * (the link still works before the page's script has loaded).
   */
  cart: {
    href: string;
    count: number;
    label?: (count: number) => string;
    onOpen?: () => void;
  };
  linkComponent?: LinkComponent;
}

const iconLink =
  'relative inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-control px-2 text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus';
const menuButton =
  'inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center rounded-control text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus md:hidden';

/**
 * The shop header: logo, search, account and cart links, and the category menu (a row on wide
 * screens, a drawer behind «Menú» below md). Built light for the first load: the search is a
 * native GET form and the drawer's code loads on first open.
 */
export function Header({
  logo,
  homeLabel,
  homeHref = '/',
  categories,
  categoriesLabel = 'Categorías',
  menuLabel = 'Menú',
  search,
  account,
  wishlist,
  cart,
  linkComponent: HeaderLink = DefaultLink,
}: HeaderProps) {
  const queryName = search.name ?? 'q';
  const onSearch = search.onSearch;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const query = new FormData(event.currentTarget).get(queryName);
    onSearch(typeof query === 'string' ? query.trim() : '');
  };
  const cartLabel = (cart.label ?? defaultCartLabel)(cart.count);
  const onOpenCart = cart.onOpen;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const onMenuOpenChange = (isOpen: boolean) => {
    setMenuOpen(isOpen);
    // Back to the button that opened it, also where a tap did not focus it (Safari).
    if (!isOpen) menuButtonRef.current?.focus();
  };
  const searchId = useId();

  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
        <button
          ref={menuButtonRef}
          type="button"
          className={menuButton}
          aria-label={menuLabel}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onClick={() => {
            setMenuOpen(true);
          }}
        >
          <MenuGlyph />
        </button>
        {isMenuOpen ? (
          <Suspense fallback={null}>
            <CategoryMenu
              title={categoriesLabel}
              categories={categories}
              onOpenChange={onMenuOpenChange}
              linkComponent={HeaderLink}
            />
          </Suspense>
        ) : null}
        <HeaderLink href={homeHref} aria-label={homeLabel} className={cx(iconLink, 'px-0')}>
          {logo}
        </HeaderLink>
        <form
          role="search"
          action={search.action}
          method="get"
          onSubmit={submit}
          className="order-last w-full md:order-none md:w-auto md:flex-1"
        >
          {search.field ?? (
            <>
              <label htmlFor={searchId} className="sr-only">
                {search.label ?? 'Buscar'}
              </label>
              <div className="relative flex items-center">
                <SearchGlyph className="pointer-events-none absolute left-3 text-ink-muted" />
                <input
                  id={searchId}
                  type="search"
                  name={queryName}
                  enterKeyHint="search"
                  autoComplete="off"
                  {...(search.onFieldFocus ? { onFocus: search.onFieldFocus } : {})}
                  {...(search.placeholder === undefined ? {} : { placeholder: search.placeholder })}
                  {...(search.defaultValue === undefined
                    ? {}
                    : { defaultValue: search.defaultValue })}
                  className="min-h-10 w-full rounded-full border border-border-strong bg-surface pr-4 pl-10 text-base text-ink outline-none placeholder:text-ink-muted focus:outline-2 focus:outline-solid focus:outline-focus"
                />
              </div>
            </>
          )}
        </form>
        <div className="ml-auto flex items-center gap-1">
          <HeaderLink href={account.href} aria-label={account.label} className={iconLink}>
            <UserGlyph />
            <span className="hidden lg:inline">{account.label}</span>
          </HeaderLink>
          {wishlist ? (
            <HeaderLink href={wishlist.href} aria-label={wishlist.label} className={iconLink}>
              <HeartGlyph />
              {wishlist.count > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold text-ink-inverse"
                >
                  {wishlist.count > 99 ? '99+' : wishlist.count}
                </span>
              ) : null}
            </HeaderLink>
          ) : null}
          <HeaderLink
            href={cart.href}
            aria-label={cartLabel}
            className={iconLink}
            {...(onOpenCart
              ? {
                  'aria-haspopup': 'dialog',
                  onClick: (event: MouseEvent<Element>) => {
                    // A modified click (new tab, new window) keeps the link's own behaviour.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    onOpenCart();
                  },
                }
              : {})}
          >
            <CartGlyph />
            {cart.count > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-1 min-w-5 rounded-full bg-sale px-1 text-center text-xs font-bold text-ink-inverse"
              >
                {cart.count > 99 ? '99+' : cart.count}
              </span>
            ) : null}
          </HeaderLink>
        </div>
      </div>
      <nav aria-label={categoriesLabel} className="hidden border-t border-border md:block">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 px-4 py-2 text-sm font-medium">
          {categories.map((category) => (
            <li key={category.href}>
              <HeaderLink href={category.href} className="rounded-sm text-ink hover:text-brand-700">
                {category.label}
              </HeaderLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
