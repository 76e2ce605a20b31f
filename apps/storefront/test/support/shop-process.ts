import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const STOREFRONT = fileURLToPath(new URL('../../', import.meta.url));

/** A shop server running as production runs it, and what it printed so far. */
export interface ShopProcess {
  url: string;
  output: () => string;
  /** SIGTERM: the server drains and exits (M7). */
  stop: () => void;
  /** Settles when the process has exited. */
  exited: Promise<void>;
}

/**
 * The shop server as production runs it (`server/main.ts` on the build) with `env` added to
 * this process's; nothing in the shop's code knows it is a test.
 */
export function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  // Node itself with tsx's loader, one process: through the .bin shims (tsx's, then the `node`
  // package's) the SIGTERM of a stop reached a shell and left the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: STOREFRONT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<ShopProcess>((done, fail) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /escucha en (http:\/\/\S+)/.exec(output)?.[1];
      if (url !== undefined) {
        done({
          url: url.replace(/\/$/, ''),
          output: () => output,
          stop: () => child.kill('SIGTERM'),
          exited,
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      fail(new Error(`el servidor de la tienda terminó (${String(code)}):\n${output}`)),
    );
  });
}
