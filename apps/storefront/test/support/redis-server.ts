import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port.js';

/** A Redis of the test's own (Debian's `redis-server`), on a free port, kept in memory only. */
export interface RedisServer {
  url: string;
  /** Stops it (SIGTERM), as a crash or an operator would: what it held is gone. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
}

const REDIS_SERVER = process.env['REDIS_SERVER_PATH'] ?? 'redis-server';

/** Runs `redis-server` on `port` and waits until it takes connections. */
async function run(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((ready, fail) => {
    child.once('error', () =>
      fail(
        new Error(
          `No se pudo ejecutar ${REDIS_SERVER}: instálalo (apt-get install redis-server, o ` +
            'bash scripts/install.sh --browsers) o indica su ruta con REDIS_SERVER_PATH.',
        ),
      ),
    );
    child.once('exit', (code) =>
      fail(new Error(`redis-server terminó (${String(code)}): ${output}`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) ready();
    });
  });
  child.removeAllListeners('exit');
  return child;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined = await run(port);
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  };
  process.once('exit', () => child?.kill('SIGKILL'));
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    stop,
    start: async () => {
      if (child === undefined) child = await run(port);
    },
  };
}
