import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a client build lists its own files under `assets/`, for the build after it. */
const OWN_ASSETS = 'builds/assets.json';

const filesIn = async (dir: string): Promise<string[]> =>
  readdir(dir, { recursive: true, withFileTypes: true }).then(
    (entries) =>
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)),
    () => [],
  );

/**
 * Before a client build empties `outDir`: the previous build's own assets (by its list; every
 * file under `assets/` when it has none) set aside in a temporary folder, or `undefined` when
 * there was no previous build.
 */
export async function setPreviousAssetsAside(outDir: string): Promise<string | undefined> {
  const assets = join(outDir, 'assets');
  const listed = await readFile(join(outDir, OWN_ASSETS), 'utf8').then(
    (text) => (JSON.parse(text) as { files: string[] }).files,
    async () => filesIn(assets),
  );
  if (listed.length === 0) return undefined;
  const aside = await mkdtemp(join(tmpdir(), 'vitrina-previous-assets-'));
  for (const file of listed) {
    await cp(join(assets, file), join(aside, file)).catch(() => undefined);
  }
  return aside;
}

/**
 * After the client build wrote `outDir`: lists the new build's own assets, then puts the
 * previous build's back beside them (one generation; the hashed names never collide with
 * different content), so a page an old instance rendered still gets its chunks from a new one
 * during a rolling deploy.
 */
export async function keepPreviousAssets(outDir: string, aside: string | undefined): Promise<void> {
  const assets = join(outDir, 'assets');
  const own = await filesIn(assets);
  await mkdir(dirname(join(outDir, OWN_ASSETS)), { recursive: true });
  await writeFile(join(outDir, OWN_ASSETS), JSON.stringify({ files: own }));
  if (aside === undefined) return;
  await cp(aside, assets, { recursive: true, force: false, errorOnExist: false });
  await rm(aside, { recursive: true, force: true });
}

/** The build's plugin: keeps the previous client build's hashed assets in `dist/client/assets`. */
export function previousBuildAssets(): Plugin {
  let aside: string | undefined;
  let outDir = '';
  return {
    name: 'vitrina:previous-build-assets',
    apply: 'build',
    async buildStart() {
      if (this.environment.config.consumer !== 'client') return;
      const { root, build } = this.environment.config;
      outDir = resolve(root, build.outDir);
      aside = await setPreviousAssetsAside(outDir);
    },
    async closeBundle() {
      if (this.environment.config.consumer !== 'client') return;
      await keepPreviousAssets(outDir, aside);
    },
  };
}
