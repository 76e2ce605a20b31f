import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { RedisLink } from '../shared-state/redis-link.js';
import { applyProductChange, type CatalogueCaches, type CatalogueFeed } from './catalogue-feed.js';
import { listedProduct } from './product-change.js';
import type { SharedVersions } from './shared-versions.js';

/** The state of record: every change, in order, as a Redis stream. */
const STREAM = 'vitrina:catalogue:changes';
/** Only a nudge: pub/sub loses what is published while an instance is away. */
const NUDGE = 'vitrina:catalogue:nudge';
/**
 * Changes the stream keeps (about 50 minutes of a sale day's 200 orders a minute): an instance
 * away for longer has its answers age out within the catalogue's max age meanwhile anyway.
 */
const KEPT = 10_000;
/** Changes read at once when catching up. */
const BATCH = 500;

const EntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('changed'),
    id: z.number(),
    product: z.record(z.string(), z.unknown()),
    topic: z.string(),
  }),
  z.object({ kind: z.literal('sold-out'), id: z.number() }),
]);
type Entry = z.infer<typeof EntrySchema>;
type Applying = NonNullable<ReturnType<typeof applyProductChange>>;

/**
 * The catalogue's changes shared by every instance (M1): a change is added to a Redis stream
 * (the state of record) and a nudge is published; each instance reads the stream from where it
 * left off — on a nudge, and again whenever its connection comes back, since pub/sub loses what
 * is sent meanwhile — and applies each change to its own caches in order. The instance that got
 * the webhook fetches the product's own answers first and nudges the others after, so they take
 * its fetch from the shared answers instead of asking the store. While Redis is away a change
 * reaches this instance's caches alone, and is added to the stream when Redis is back (M5).
 */
export async function redisCatalogueFeed(
  link: RedisLink,
  caches: CatalogueCaches,
  versions: SharedVersions,
): Promise<CatalogueFeed> {
  const changes = caches.catalogueCache?.changes;
  /**
   * The last change of the stream this instance applied. Its caches start empty, so it starts at
   * the stream's end; with Redis away at start, at this moment (stream ids are times).
   */
  let position = await link.orLocal(
    async (redis) => (await redis.xRevRange(STREAM, '+', '-', { COUNT: 1 }))?.[0]?.id ?? '0-0',
    () => `${String(Date.now())}-0`,
  );
  /** What applying each recent change did here, for the webhook that added it. */
  const results = new LRUCache<string, Applying>({ max: 1_000 });
  /** Changes applied here while Redis was away, to add to the stream when it is back. */
  const unsent: Entry[] = [];
  let reading: Promise<void> = Promise.resolve();

  function applyHere(entry: Entry): Applying | undefined {
    if (entry.kind === 'changed') {
      return applyProductChange(caches, {
        id: entry.id,
        product: entry.product,
        topic: entry.topic,
      });
    }
    caches.catalogueCache?.productSoldOut(entry.id);
    return undefined;
  }

  function apply(id: string, entry: Entry): void {
    const done = applyHere(entry);
    if (done !== undefined) results.set(id, done);
    position = id;
    if (changes !== undefined) versions.applied(id, changes.version());
  }

  /** Reads and applies the stream after `position`, one reader at a time. */
  function catchUp(): Promise<void> {
    reading = reading.then(() =>
      link.orLocal(
        async (redis) => {
          for (;;) {
            const batch = (await redis.xRange(STREAM, `(${position}`, '+', { COUNT: BATCH })) ?? [];
            for (const { id, message } of batch) {
              const entry = EntrySchema.safeParse(JSON.parse(message['entry'] ?? 'null'));
              if (entry.success) apply(id, entry.data);
              else position = id;
            }
            if (batch.length < BATCH) return;
          }
        },
        () => undefined,
      ),
    );
    return reading;
  }

  /** Adds `entry` to the stream; `undefined` while Redis is away. */
  const add = (entry: Entry) =>
    link.orLocal(
      (redis) =>
        redis.xAdd(
          STREAM,
          '*',
          { entry: JSON.stringify(entry) },
          { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: KEPT } },
        ),
      () => undefined,
    );

  const nudge = () =>
    link.orLocal(
      (redis) => redis.publish(NUDGE, position),
      () => 0,
    );

  let subscribed = false;
  /**
   * Redis is (back) up: the nudges are listened to, what was applied here alone goes to the
   * stream, and the stream is read from where this instance left off.
   */
  async function resume(): Promise<void> {
    if (!subscribed) {
      subscribed = await link.subscriber
        .subscribe(NUDGE, () => void catchUp())
        .then(
          () => true,
          () => false,
        );
    }
    const sending = unsent.length > 0;
    while (unsent.length > 0) {
      const [entry] = unsent;
      if (entry === undefined || (await add(entry)) === undefined) break;
      unsent.shift();
    }
    await catchUp();
    if (sending) await nudge();
  }
  link.subscriber.on('ready', () => void resume());
  if (link.subscriber.isReady) await resume();

  /** Adds a change and applies it here through the stream, or here alone while Redis is away. */
  async function publish(entry: Entry) {
    const id = await add(entry);
    if (id === undefined) {
      unsent.push(entry);
      return applyHere(entry);
    }
    await catchUp();
    return results.get(id);
  }

  return {
    productChanged: async ({ id, product, topic }) => {
      const done = await publish({ kind: 'changed', id, product: listedProduct(product), topic });
      await done?.refreshed;
      await nudge();
      return done?.applied;
    },
    productSoldOut: async (id) => {
      await publish({ kind: 'sold-out', id });
      await nudge();
    },
    close: async () => {
      await reading;
    },
  };
}
