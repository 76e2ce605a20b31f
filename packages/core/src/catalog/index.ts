// @vitrina/core/catalog: the shop's categories.

export {
  AIR_CONDITIONER_CATEGORY_ID,
  isAirConditioner,
  BASIC_INSTALLATION_CATEGORY_ID,
  CATEGORIES,
  categoryBySlugPath,
  categoryPath,
  categoryTrail,
  childCategories,
  getCategory,
  isCategoryId,
  isServiceCategory,
  rootCategories,
  type CategoryIconKey,
  type CategoryId,
} from './categories.js';
