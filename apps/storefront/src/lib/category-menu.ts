import { categoryHref, rootCategories } from '@vitrina/core';
import type { HeaderCategory } from '@vitrina/ui/header';

/** The top-level product categories in the header menu. */
export const categoryMenu: readonly HeaderCategory[] = rootCategories('product').map(
  (category) => ({ label: category.name, href: categoryHref(category.id), iconKey: category.icon }),
);
