import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { zipSync, type Zippable } from 'fflate';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What WordPress runs; scripts, tests and package files stay out of the owner's upload. */
const SHIPPED = ['vitrina.php', 'includes', 'views', 'data'];

function filesUnder(path: string): string[] {
  const entries = readdirSync(path, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const files: Zippable = {};
for (const top of SHIPPED) {
  const path = join(root, top);
  const paths = top.endsWith('.php') ? [path] : filesUnder(path);
  for (const file of paths.sort()) {
    // The top folder `vitrina/` is what wp-admin → Plugins → Add new expects inside the zip.
    files[`vitrina/${relative(root, file)}`] = readFileSync(file);
  }
}
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', 'vitrina.zip'), zipSync(files, { level: 9 }));
