/**
 * The shop's WooCommerce product categories (spec §3), with their Spanish names, URL slugs, icon
 * keys and tree. The ids are the store's; names the spec does not give are marked "our choice".
 */
export const CATEGORIES = [
  {
    id: 193,
    name: 'Aires acondicionados',
    slug: 'aires-acondicionados',
    icon: 'air-conditioner',
    parent: null,
    kind: 'product',
  },
  {
    id: 194,
    name: 'Mini split',
    slug: 'mini-split',
    icon: 'mini-split',
    parent: 193,
    kind: 'product',
  },
  {
    id: 195,
    name: 'Piso techo',
    slug: 'piso-techo',
    icon: 'floor-ceiling',
    parent: 193,
    kind: 'product',
  },
  { id: 196, name: 'Fan coils', slug: 'fan-coils', icon: 'fan-coil', parent: 193, kind: 'product' },
  {
    id: 197,
    name: 'Condensadores',
    slug: 'condensadores',
    icon: 'condenser',
    parent: 193,
    kind: 'product',
  },
  { id: 198, name: 'Cassette', slug: 'cassette', icon: 'cassette', parent: 193, kind: 'product' },
  // Our choice: the spec does not name 199; window units are the common remaining AC type.
  {
    id: 199,
    name: 'Aires de ventana',
    slug: 'aires-de-ventana',
    icon: 'window-unit',
    parent: 193,
    kind: 'product',
  },
  { id: 226, name: 'VRF', slug: 'vrf', icon: 'vrf', parent: 193, kind: 'product' },
  {
    id: 200,
    name: 'Instalación básica',
    slug: 'instalacion-basica',
    icon: 'installation',
    parent: null,
    kind: 'service',
  },
  {
    id: 202,
    name: 'Diagnóstico y evaluación',
    slug: 'diagnostico-y-evaluacion',
    icon: 'diagnosis',
    parent: null,
    kind: 'service',
  },
  {
    id: 204,
    name: 'Desinstalación',
    slug: 'desinstalacion',
    icon: 'uninstallation',
    parent: null,
    kind: 'service',
  },
  // Our choice: the spec lists maintenance among the services but shows no id for it; 203 keeps
  // it inside the 200–204 range the spec gives to services.
  {
    id: 203,
    name: 'Mantenimiento',
    slug: 'mantenimiento',
    icon: 'maintenance',
    parent: null,
    kind: 'service',
  },
  {
    id: 210,
    name: 'TV, monitores y audio',
    slug: 'tv-monitores-y-audio',
    icon: 'tv-audio',
    parent: null,
    kind: 'product',
  },
  {
    id: 211,
    name: 'Televisores',
    slug: 'televisores',
    icon: 'television',
    parent: 210,
    kind: 'product',
  },
  { id: 212, name: 'Monitores', slug: 'monitores', icon: 'monitor', parent: 210, kind: 'product' },
  {
    id: 213,
    name: 'Equipos de audio',
    slug: 'equipos-de-audio',
    icon: 'audio',
    parent: 210,
    kind: 'product',
  },
  { id: 214, name: 'Otros', slug: 'otros', icon: 'other', parent: 210, kind: 'product' },
  {
    id: 236,
    name: 'Calentadores',
    slug: 'calentadores',
    icon: 'heater',
    parent: null,
    kind: 'product',
  },
  { id: 338, name: 'Estufas', slug: 'estufas', icon: 'stove', parent: null, kind: 'product' },
  // Our choice: the spec does not name 339; next to stoves (338), ovens are the natural sibling.
  { id: 339, name: 'Hornos', slug: 'hornos', icon: 'oven', parent: null, kind: 'product' },
] as const;

/** One category of the shop. */
export type Category = (typeof CATEGORIES)[number];
/** The id of one of the shop's categories. */
export type CategoryId = Category['id'];
/** The key of a category's icon (the storefront maps keys to SVGs). */
export type CategoryIconKey = Category['icon'];
/** Whether a category holds goods or services (installation, diagnosis…). */
export type CategoryKind = Category['kind'];

/** The air-conditioner category: a product in it is a cart item of type "AC" (spec §9). */
export const AIR_CONDITIONER_CATEGORY_ID = 193;

/**
 * True when a product is an air conditioner: its categories include 193 itself (spec §9, the
 * rule that types a cart item "AC"). A sub-type alone (mini split, 194) does not count; the store
 * files every AC sub-type under 193 as well.
 */
export function isAirConditioner(categoryIds: readonly number[]): boolean {
  return categoryIds.includes(AIR_CONDITIONER_CATEGORY_ID);
}

/** Basic installation (spec §3): the services the cart offers beside an air conditioner. */
export const BASIC_INSTALLATION_CATEGORY_ID = 200;

const byId = new Map<number, Category>(CATEGORIES.map((category) => [category.id, category]));

/** True when `id` is one of the shop's category ids. */
export function isCategoryId(id: number): id is CategoryId {
  return byId.has(id);
}

/** The category with `id`, or `undefined` for an id the shop does not know. */
export function getCategory(id: number): Category | undefined {
  return byId.get(id);
}

/** The category's ancestors from the root down, then the category itself. */
export function categoryTrail(id: CategoryId): readonly Category[] {
  const trail: Category[] = [];
  for (
    let current = getCategory(id);
    current;
    current = current.parent === null ? undefined : getCategory(current.parent)
  ) {
    trail.unshift(current);
  }
  return trail;
}

/**
 * The category's URL path (no leading slash), nested like its tree:
 * `categoryPath(194)` → `"aires-acondicionados/mini-split"`. The storefront's catch-all route
 * `/$` serves it at `/aires-acondicionados/mini-split`.
 */
export function categoryPath(id: CategoryId): string {
  return categoryTrail(id)
    .map((category) => category.slug)
    .join('/');
}

const byPath = new Map<string, Category>(
  CATEGORIES.map((category) => [categoryPath(category.id), category]),
);

/**
 * Resolves the catch-all route's path to a category: `"aires-acondicionados/mini-split"` (leading,
 * trailing and doubled slashes, percent-encoding and letter case forgiven) → category 194.
 * Gives `undefined` for any other path, including a child slug without its parent (`"mini-split"`),
 * so every category has exactly one address.
 */
export function categoryBySlugPath(path: string): Category | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const key = decoded
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')
    .toLowerCase();
  return byPath.get(key);
}

/** The direct children of a category, in catalogue order. */
export function childCategories(id: CategoryId): readonly Category[] {
  return CATEGORIES.filter((category) => category.parent === id);
}

/** The top-level categories of a kind, in catalogue order (menu and services page). */
export function rootCategories(kind: CategoryKind): readonly Category[] {
  return CATEGORIES.filter((category) => category.parent === null && category.kind === kind);
}

/** True when the category is a service (installation, diagnosis, uninstallation, maintenance). */
export function isServiceCategory(id: number): boolean {
  return getCategory(id)?.kind === 'service';
}
