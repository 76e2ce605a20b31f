import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stockWords } from './stock';

const SRC = join(import.meta.dirname, '..');

/** Every non-test source file of the storefront's browser code. */
async function sources(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the stock words', () => {
  it('are written once: no other source file spells a stock word (or an old synonym)', async () => {
    const words = [...Object.values(stockWords), 'Bajo pedido', 'En existencia'];
    const quoted = new RegExp(`['"\`>](${words.join('|')})['"\`<]`);
    const spelled: string[] = [];
    for (const file of await sources()) {
      if (file.endsWith(join('copy', 'stock.ts'))) continue;
      if (quoted.test(await readFile(file, 'utf8'))) spelled.push(relative(SRC, file));
    }
    expect(spelled).toEqual([]);
  });
});
