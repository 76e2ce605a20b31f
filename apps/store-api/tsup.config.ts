import { defineConfig } from 'tsup';

// The server and the seed CLI as plain ESM for Node 24, so `start` does not transpile at run time.
// Workspace packages are TypeScript sources, so they are bundled; npm dependencies stay external.
export default defineConfig({
  entry: { server: 'src/server.ts', seed: 'src/seed/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  noExternal: [/^@vitrina\//],
  // node:sqlite exists only with its prefix.
  removeNodeProtocol: false,
});
