import { Drawer } from '../drawer/drawer.js';
import { Icon } from '../icon/icon.js';
import type { LinkComponent } from '../link/link-component.js';
import type { HeaderCategory } from './header-category.js';

/** The mobile category menu: a drawer listing the categories with their icons. */
export function CategoryMenu({
  title,
  categories,
  onOpenChange,
  linkComponent: MenuLink,
}: {
  title: string;
  categories: readonly HeaderCategory[];
  onOpenChange: (isOpen: boolean) => void;
  linkComponent: LinkComponent;
}) {
  return (
    <Drawer title={title} isOpen onOpenChange={onOpenChange}>
      <nav aria-label={title}>
        <ul className="flex flex-col">
          {categories.map((category) => (
            <li key={category.href}>
              <MenuLink
                href={category.href}
                className="flex min-h-11 items-center gap-3 rounded-control px-2 text-ink hover:bg-surface-muted"
              >
                {category.iconKey ? <Icon name={category.iconKey} /> : null}
                {category.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
