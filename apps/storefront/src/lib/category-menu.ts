import { categoryPath, rootCategories } from '@vitrina/core';

/** The top-level product categories in the header menu, with their path below `/$`. */
export const categoryMenu: ReadonlyArray<{ name: string; slugPath: string }> = rootCategories(
  'product',
).map((category) => ({ name: category.name, slugPath: categoryPath(category.id) }));
