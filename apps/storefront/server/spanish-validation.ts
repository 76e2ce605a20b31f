import { z } from 'zod';

// What zod writes itself (a field of the wrong type) reaches shoppers in the shop server's
// answers, so it is Spanish too. The embedded store sets the same for itself; in front of a real
// WooCommerce the shop server runs alone, so it cannot count on that.
z.config(z.locales.es());
