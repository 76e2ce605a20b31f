/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { MapProvider } from './map-provider.js';

/** The configured Google Maps provider. */
export type GoogleProvider = Extract<MapProvider, { kind: 'google' }>;

/** The Google Maps libraries the shop's maps use. */
type LibraryName = 'maps' | 'marker';

let configured: string | undefined;
const loading = new Map<LibraryName, Promise<unknown>>();

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Loads one library, trying again after each of the provider's delays. Version 2 of Google's
 * loader dropped version 1's `retries`; a script that fails to load leaves it ready to append a
 * new one on the next import, which is what each retry does.
 */
async function importWithRetries(name: LibraryName, delaysMs: readonly number[]) {
  for (const delayMs of delaysMs) {
    try {
      return await importLibrary(name);
    } catch {
      await pause(delayMs);
    }
  }
  return importLibrary(name);
}

/**
 * A Google Maps library through Google's own loader (`@googlemaps/js-api-loader`), with the
 * spec's script options: the key, `libraries` (default `places`), language, region and version.
 * One loader for every map of the page (the contact map, the checkout's pin); a library that
 * still fails after the last retry is tried afresh by the next map that asks for it.
 */
export function loadGoogleLibrary<Name extends LibraryName>(
  provider: GoogleProvider,
  name: Name,
): Promise<google.maps.ImportLibraryMap[Name]> {
  const options = {
    key: provider.apiKey,
    v: provider.version,
    language: provider.language,
    region: provider.region,
    libraries: [...provider.libraries],
  };
  const key = JSON.stringify(options);
  if (configured === undefined) {
    setOptions(options);
    configured = key;
  } else if (configured !== key) {
    // The script loads once per page; a second configuration could never apply.
    return Promise.reject(new Error('Google Maps ya se cargó con otra configuración'));
  }
  let library = loading.get(name);
  if (library === undefined) {
    library = importWithRetries(name, provider.retryDelaysMs).catch((error: unknown) => {
      loading.delete(name);
      throw error;
    });
    loading.set(name, library);
  }
  return library as Promise<google.maps.ImportLibraryMap[Name]>;
}
