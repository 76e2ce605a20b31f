import { ShopIdentitySchema } from '@vitrina/core';
import { expect } from 'vitest';

import { CONTRACT_SHOP_IDENTITY } from '../../src/seed/shop-identity.js';
import type { ContractCase } from '../support/contract-case.js';

export const shopIdentityCases: ContractCase[] = [
  {
    name: 'tienda: vitrina/v1/shop da los datos de la tienda (los configurados) a cualquiera, con las reglas de core',
    async observe(store) {
      const answer = await store.raw('GET', 'vitrina/v1/shop', { via: 'open' });
      const identity = ShopIdentitySchema.safeParse(answer.body);
      return {
        status: answer.status,
        // What the store keeps is already what core's rules give back (E.164, RNC digits).
        normalised:
          identity.success && JSON.stringify(identity.data) === JSON.stringify(answer.body),
        identity: identity.data,
      };
    },
    check(seen) {
      expect(seen).toEqual({ status: 200, normalised: true, identity: CONTRACT_SHOP_IDENTITY });
    },
  },
];
