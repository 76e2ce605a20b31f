import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerMapsScript,
  forgetGoogleMaps,
  googleProvider,
  mapsScripts,
} from '../../test/support/maps.js';

// The provider the storefront builds from the spec (§7, §9): 3 retries, 500 ms doubling.
const provider = googleProvider([500, 1000, 2000]);

const failLastScript = () => mapsScripts().at(-1)?.dispatchEvent(new Event('error'));

// Google's loader and ours keep one script per page: each test starts from a fresh page.
async function freshLoader() {
  vi.resetModules();
  return import('./google-loader.js');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  forgetGoogleMaps();
});

describe('the Google Maps loader', () => {
  it("asks for the spec's script: the key, version 'weekly', es, DO and the places library", async () => {
    const { loadGoogleLibrary } = await freshLoader();
    void loadGoogleLibrary(provider, 'maps');
    await vi.advanceTimersByTimeAsync(0);
    expect(mapsScripts()).toHaveLength(1);
    const query = new URL(mapsScripts()[0]?.src ?? '').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      key: 'clave-de-prueba',
      v: 'weekly',
      language: 'es',
      region: 'DO',
      libraries: 'places',
    });
  });

  it('retries a failed script 3 times, each after a longer wait, then gives up', async () => {
    const { loadGoogleLibrary } = await freshLoader();
    const outcome = loadGoogleLibrary(provider, 'maps').then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    for (const [retry, delayMs] of provider.retryDelaysMs.entries()) {
      failLastScript();
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(mapsScripts()).toHaveLength(retry + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(mapsScripts()).toHaveLength(retry + 2);
    }
    failLastScript();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(mapsScripts()).toHaveLength(4);
    expect(await outcome).toBeInstanceOf(Error);
  });

  it('loads on a retry, and every map of the page shares the one script', async () => {
    const { loadGoogleLibrary } = await freshLoader();
    const maps = { Map: class {} };
    const contactMap = loadGoogleLibrary(provider, 'maps');
    await vi.advanceTimersByTimeAsync(0);
    failLastScript();
    await vi.advanceTimersByTimeAsync(500);
    const pinMap = loadGoogleLibrary(provider, 'maps');
    answerMapsScript({ maps });
    expect(await contactMap).toBe(maps);
    expect(await pinMap).toBe(maps);
    expect(mapsScripts()).toHaveLength(2);
  });

  it('refuses a second configuration: the script loads once per page', async () => {
    const { loadGoogleLibrary } = await freshLoader();
    void loadGoogleLibrary(provider, 'maps');
    await expect(loadGoogleLibrary({ ...provider, apiKey: 'otra' }, 'maps')).rejects.toThrow(
      'Google Maps ya se cargó con otra configuración',
    );
  });
});
