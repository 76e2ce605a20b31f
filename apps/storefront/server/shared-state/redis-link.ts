import { createClient } from 'redis';
import type { ReadinessCheck } from '../readiness.js';

/**
 * How long one Redis command may take before the instance goes on with its own memory: the
 * shop's requests wait for Redis, and a Redis that hangs must not hang the sale.
 */
const COMMAND_MS = 300;
/** After a failed command the instance stops asking Redis for this long (a hung Redis). */
const BACK_OFF_MS = 1_000;
/** How long the start waits for the first connection before serving from its own memory. */
const FIRST_CONNECT_MS = 3_000;

/** Reconnects at once, then waiting longer each time, up to 2 s, for as long as it takes. */
const reconnectIn = (retries: number): number => Math.min(50 * 2 ** retries, 2_000);

/** The official client (node-redis) as the shop uses it: no offline queue, short commands. */
const newClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_MS },
    socket: { connectTimeout: 2_000, reconnectStrategy: reconnectIn },
  });

export type Redis = ReturnType<typeof newClient>;

/**
 * The instance's connection to the Redis the instances share (`REDIS_URL`). Nothing in the shop
 * waits on it: commands fail at once while it is away (no offline queue) or after
 * {@link COMMAND_MS}, each shared thing falls back to this instance's memory meanwhile, and the
 * log says when that starts and ends (M5).
 */
export interface RedisLink {
  client: Redis;
  /** A second connection for pub/sub: a subscribed connection runs no other command. */
  subscriber: Redis;
  /**
   * Runs `shared` on Redis; while Redis is away (or right after it failed) runs `local`, this
   * instance's memory, instead.
   */
  orLocal: <T>(shared: (client: Redis) => Promise<T>, local: () => T | Promise<T>) => Promise<T>;
  /** `/readyz`'s probe: Redis answers a PING. */
  answers: ReadinessCheck;
  close: () => Promise<void>;
}

function logOutage(state: { shared: boolean }, reason: string): void {
  if (!state.shared) return;
  state.shared = false;
  console.warn(
    `Redis no responde (${reason}): esta instancia sigue vendiendo con su propia memoria ` +
      '(límites, bloqueos de carrito, sesiones cerradas, caché del catálogo) hasta que vuelva.',
  );
}

function logReturn(state: { shared: boolean }): void {
  if (state.shared) return;
  state.shared = true;
  console.log('Redis responde: los límites, bloqueos, sesiones y la caché vuelven a compartirse.');
}

/** Connects to `url`; answers once connected, or after a few seconds with Redis still away. */
export async function connectRedis(url: string): Promise<RedisLink> {
  const client = newClient(url);
  const subscriber = newClient(url);
  // Shared until the first failure says otherwise; the first connection's failure is logged.
  const state = { shared: true };
  let backOffUntil = 0;
  for (const connection of [client, subscriber]) {
    connection.on('error', (error: Error) => logOutage(state, error.message));
  }
  client.on('ready', () => logReturn(state));
  const connected = Promise.all([client.connect(), subscriber.connect()]);
  connected.catch(() => undefined);
  const waited = await Promise.race([
    connected.then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(resolve, FIRST_CONNECT_MS, false).unref()),
  ]);
  if (!waited) logOutage(state, `sin conexión con ${new URL(url).host}`);

  return {
    client,
    subscriber,
    orLocal: async (shared, local) => {
      if (!client.isReady || Date.now() < backOffUntil) return local();
      try {
        const answer = await shared(client);
        logReturn(state);
        return answer;
      } catch (error) {
        backOffUntil = Date.now() + BACK_OFF_MS;
        logOutage(state, error instanceof Error ? error.message : String(error));
        return local();
      }
    },
    answers: async () => client.isReady && (await client.ping()) === 'PONG',
    close: async () => {
      for (const connection of [client, subscriber]) {
        if (connection.isOpen) connection.destroy();
      }
      await connected.catch(() => undefined);
    },
  };
}
