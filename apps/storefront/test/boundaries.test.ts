// @vitest-environment node
// The two checks that keep the storefront's shape, proven on planted faults: lint must fail on
// them, or a later refactor could switch them off without anyone noticing.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const storefront = path.join(root, 'apps/storefront');
const run = promisify(execFile);

async function cruise(dir: string): Promise<{ code: number; output: string }> {
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  try {
    const { stdout } = await run(
      bin,
      ['--config', path.join(root, '.dependency-cruiser.cjs'), '.'],
      {
        cwd: dir,
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe('the cycle check (dependency-cruiser, run by every package lint)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vitrina-cycle-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fails on a cycle made only of type imports', async () => {
    await writeFile(
      path.join(dir, 'order.ts'),
      "import type { Line } from './line';\nexport type Order = { lines: Line[] };\n",
    );
    await writeFile(
      path.join(dir, 'line.ts'),
      "import type { Order } from './order';\nexport type Line = { order: Order };\n",
    );
    const result = await cruise(dir);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/no-circular: (order|line)\.ts/);
  }, 60_000);

  it('passes the same modules once the loop is broken', async () => {
    await writeFile(path.join(dir, 'line.ts'), 'export type Line = { sku: string };\n');
    const result = await cruise(dir);
    expect(result.code).toBe(0);
  }, 60_000);
});

describe("the server's seam with the app (dependency-cruiser)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vitrina-seam-'));
    await mkdir(path.join(dir, 'server'));
    await mkdir(path.join(dir, 'src/lib/shop-api'), { recursive: true });
    await writeFile(path.join(dir, 'src/lib/shop-api/refusal.ts'), 'export const code = 1;\n');
    await writeFile(path.join(dir, 'src/lib/order-date.ts'), 'export const day = 1;\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("lets the server import the shop answers' schemas", async () => {
    await writeFile(
      path.join(dir, 'server/answers.ts'),
      "export { code } from '../src/lib/shop-api/refusal';\n",
    );
    expect((await cruise(dir)).code).toBe(0);
  }, 60_000);

  it('fails a server module that imports the app elsewhere', async () => {
    await writeFile(
      path.join(dir, 'server/answers.ts'),
      "export { day } from '../src/lib/order-date';\n",
    );
    const result = await cruise(dir);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/server-reaches-the-app-through-its-seam: server\/answers\.ts/);
  }, 60_000);
});

describe('the import zones (import-x/no-restricted-paths)', () => {
  const ZONES = 'import-x/no-restricted-paths';
  // The house's config with only the zone rule on: the typed rules would first load the whole
  // storefront's TypeScript program, which lint builds anyway, for messages nobody reads here
  // (this file took 114–136 s with them on a busy machine, 15–25 s without).
  const eslint = new ESLint({
    cwd: storefront,
    ruleFilter: ({ ruleId }) => ruleId === ZONES,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  // A real file of a feature: the zones are drawn on the paths.
  const inContent = path.join(storefront, 'src/features/content/content-page.queries.ts');

  async function zoneErrors(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: inContent });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === ZONES)
      .map((message) => message.message);
  }

  it('fails a feature that imports another feature', async () => {
    const errors = await zoneErrors(
      "import { loginMachine } from '../auth/login.machine';\nexport const planted = loginMachine;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports no other feature')]);
  }, 120_000);

  it('fails a feature that imports the router, even for a type', async () => {
    const errors = await zoneErrors(
      "import type { AppRouter } from '../../router';\nexport type Planted = AppRouter;\n",
    );
    expect(errors).toEqual([expect.stringContaining('imports neither app/')]);
  }, 120_000);

  it('fails a feature that imports a layout: layouts compose features, never the reverse', async () => {
    const errors = await zoneErrors(
      "import { LayoutFrame } from '../../layouts/layout-frame';\nexport const planted = LayoutFrame;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports no layout')]);
  }, 120_000);

  it('lets a feature import its own modules and lib/', async () => {
    const errors = await zoneErrors(
      "import type { AppContext } from '../../lib/app-context';\nimport type { ContentPageCopy } from './content-page';\nexport type Planted = [AppContext, ContentPageCopy];\n",
    );
    expect(errors).toEqual([]);
  }, 120_000);
});
