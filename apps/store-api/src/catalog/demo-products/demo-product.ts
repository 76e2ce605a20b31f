import type { CategoryId } from '@vitrina/core';

import type { DemoAttributeSlug, DemoBrand } from '../catalog-seed-taxonomies.js';

/** One product of the demo catalogue, before it becomes rows. Prices in whole DOP. */
export interface DemoProduct {
  name: string;
  brand: DemoBrand;
  /** Every category the product is filed under (an AC sub-type also carries 193). */
  categories: CategoryId[];
  price: number;
  /** Sale price in whole DOP, below `price`. */
  sale?: number;
  /** Units in stock; `null` for services, which keep no stock. */
  stock: number | null;
  attributes: Partial<Record<DemoAttributeSlug, string>>;
  summary: string;
  features: string[];
  weightKg?: number;
}
