import type { StoreHttp } from '@vitrina/api-client';
import type { ShippingZoneRule } from '@vitrina/core';
import { keptInMemory, type KeepingOptions, type KeptValues } from '../kept-values.js';
import { readGateways, readShippingMethods, readShippingZones } from './store-reads.js';

/** A zone's enabled shipping method, as the checkout prices it. */
export type ZoneMethod = Awaited<ReturnType<typeof readShippingMethods>>[number];
/** An enabled payment gateway, as the checkout offers it. */
export type Gateway = Awaited<ReturnType<typeof readGateways>>[number];

/**
 * The store's settings the checkout prices and offers with: its shipping zones with their
 * locations, each zone's methods, the payment gateways. They change a few times a year, so the
 * shop server keeps them instead of asking the store on every order (issue 40).
 */
export interface StoreSettings {
  zones(): Promise<ShippingZoneRule[]>;
  methods(zoneId: number): Promise<ZoneMethod[]>;
  gateways(): Promise<Gateway[]>;
  /** Lets them go, when the store priced an order otherwise: the next read asks the store. */
  forget(): void;
}

/**
 * A minute fresh, then served up to ten minutes old while one call reads them again: an owner's
 * change reaches the checkout within a minute of the next order, and a sold-out day's orders
 * never wait on them.
 */
export const SETTINGS_KEEPING: KeepingOptions = { freshMs: 60_000, staleMs: 10 * 60_000 };

/** Where each kind of setting is kept: this process's memory unless given a shared keeping. */
export type SettingsKeeping = <T extends object>() => KeptValues<T>;

/** The settings of the store `store` reaches (with the shop's key), kept by `keep`. */
export function keptStoreSettings(
  store: StoreHttp,
  keep: SettingsKeeping = () => keptInMemory(SETTINGS_KEEPING),
): StoreSettings {
  const zones = keep<ShippingZoneRule[]>();
  const methods = keep<ZoneMethod[]>();
  const gateways = keep<Gateway[]>();
  return {
    zones: () => zones.read('zones', () => readShippingZones(store)),
    methods: (zoneId) => methods.read(String(zoneId), () => readShippingMethods(store, zoneId)),
    gateways: () => gateways.read('gateways', () => readGateways(store)),
    forget() {
      zones.forget();
      methods.forget();
      gateways.forget();
    },
  };
}
