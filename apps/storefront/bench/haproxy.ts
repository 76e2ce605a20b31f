import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/support/free-port.js';

/** Debian's HAProxy in front of the shop's instances, as a sale day's balancer. */
export interface Balancer {
  url: string;
  /** How many times HAProxy took an instance out (its `/readyz` failed its checks). */
  takenOut: () => number;
  stop: () => Promise<void>;
}

const HAPROXY = process.env['HAPROXY_PATH'] ?? 'haproxy';

/**
 * Round robin over `instances` (their `http://host:port`), each taken out while its `/readyz`
 * says 503 (M7). It adds the address it was reached from to `X-Forwarded-For`, so the instances
 * trust two hops (`TRUST_PROXY=2`: the client's own entry stands for a CDN's).
 */
export async function startBalancer(instances: readonly string[]): Promise<Balancer> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-haproxy-'));
  const servers = instances.map((url, index) => {
    const { host } = new URL(url);
    return `  server shop${String(index + 1)} ${host} check inter 2s fall 3 rise 1`;
  });
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  option forwardfor',
    '  timeout connect 5s',
    '  timeout client 65s',
    '  timeout server 65s',
    // A busy instance's /readyz may take its own probe's 2 s: slow is not down.
    '  timeout check 5s',
    'frontend shop',
    `  bind 127.0.0.1:${String(port)}`,
    '  default_backend shops',
    'backend shops',
    '  balance roundrobin',
    '  option httpchk',
    // The shop refuses a request without a Host it knows of (J-series), as HTTP/1.1 sends it.
    '  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1',
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n');
  await writeFile(join(dir, 'haproxy.cfg'), config);
  const child = spawn(HAPROXY, ['-db', '-f', join(dir, 'haproxy.cfg')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const failed = new Promise<never>((_, fail) => {
    child.once('error', () =>
      fail(new Error(`No se pudo ejecutar ${HAPROXY}: apt-get install haproxy, o HAPROXY_PATH.`)),
    );
    child.once('exit', (code) => fail(new Error(`haproxy terminó (${String(code)}): ${output}`)));
  });
  const url = `http://127.0.0.1:${String(port)}`;
  // Ready once every instance passed its first check and a page comes through.
  const up = (async () => {
    for (let tries = 0; tries < 100; tries += 1) {
      const answer = await fetch(`${url}/healthz`).catch(() => undefined);
      if (answer?.ok === true) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`haproxy no responde: ${output}`);
  })();
  await Promise.race([up, failed]);
  failed.catch(() => undefined);
  return {
    url,
    takenOut: () => output.match(/ is DOWN/g)?.length ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
