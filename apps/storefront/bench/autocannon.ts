import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { z } from 'zod';

const require = createRequire(import.meta.url);

const AutocannonSchema = z.object({
  requests: z.object({ average: z.number() }),
  /** Seconds from the first request to the last answer. */
  duration: z.number().positive(),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  throughput: z.object({ average: z.number() }),
  '2xx': z.number(),
  non2xx: z.number(),
  errors: z.number(),
});

/** Runs autocannon on `url` in its own process (so it does not share the shop's event loop). */
export function autocannon(
  url: string,
  connections: number,
  limit: { seconds: number } | { amount: number },
  headers: Record<string, string> = {},
) {
  const args = [require.resolve('autocannon/autocannon.js'), '-c', String(connections), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if ('seconds' in limit) args.push('-d', String(limit.seconds));
  else args.push('-a', String(limit.amount));
  args.push(url);
  return new Promise<z.infer<typeof AutocannonSchema>>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code === 0) resolve(AutocannonSchema.parse(JSON.parse(output)));
      else reject(new Error(`autocannon exited with ${String(code)}`));
    });
  });
}
