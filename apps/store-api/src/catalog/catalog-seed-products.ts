import { audioAndOthers } from './demo-products/audio-and-others.js';
import type { DemoProduct } from './demo-products/demo-product.js';
import { kitchen } from './demo-products/kitchen.js';
import { largeAirConditioners } from './demo-products/large-air-conditioners.js';
import { miniSplits } from './demo-products/mini-splits.js';
import { services } from './demo-products/services.js';
import { tvsAndMonitors } from './demo-products/tvs-and-monitors.js';
import { waterHeaters } from './demo-products/water-heaters.js';

/**
 * The demo catalogue: 85 products and services, ids assigned in this order from 1001. Tests and
 * the contract name products by those ids: add at the end, never reorder.
 */
export const demoProducts: readonly DemoProduct[] = [
  ...miniSplits,
  ...largeAirConditioners,
  ...tvsAndMonitors,
  ...audioAndOthers,
  ...waterHeaters,
  ...kitchen,
  ...services,
];
