import { afterEach, describe, expect, it } from 'vitest';
import { isStoreResponseError } from '../errors.js';
import { createStoreHttp } from '../http.js';
import { sendJson, startLocalServer, type LocalServer } from '../../test/support/local-server.js';
import { failure } from '../../test/support/store.js';
import { createBuildsApi } from './builds.js';

// builds/latest.json is written by the shop server at deploy time, not by the store, so a small
// local server stands in for the shop server here.
let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('builds', () => {
  it('reads builds/latest.json from the shop', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { id: 'b-2026-11-22-1', timestamp: 1_795_000_000_000 }),
    );
    const builds = createBuildsApi(createStoreHttp({ baseUrl: server.baseUrl }));
    expect(await builds.latest()).toEqual({ id: 'b-2026-11-22-1', timestamp: 1_795_000_000_000 });
    expect(server.requests[0]?.url.pathname).toBe('/builds/latest.json');
  });

  it('an index.html served in its place (SPA fallback) is a StoreResponseError, not a crash', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><html></html>');
    });
    const builds = createBuildsApi(createStoreHttp({ baseUrl: server.baseUrl }));
    const caught = await failure(builds.latest());
    expect(isStoreResponseError(caught)).toBe(true);
    expect(caught).toMatchObject({ reason: 'not_json', path: 'builds/latest.json' });
  });
});
