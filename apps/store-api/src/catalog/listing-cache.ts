import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** One cached listing: the JSON body, already UTF-8, and its total for the paging headers. */
export interface CachedListing {
  body: Uint8Array<ArrayBuffer>;
  total: number;
}

/**
 * Product listings already written out, for as long as the catalogue does not change. Building a
 * page of 24 products costs eight queries and ~90 KB of JSON; serving it again costs a map lookup.
 * Every change to a catalogue table moves `catalog_version` (triggers, so writes from any
 * connection count), and the first read after a move empties the cache: a price or stock change
 * is never served stale. At most `maxEntries` listings are kept, the least recently used dropped.
 */
export class ListingCache {
  private readonly entries = new Map<string, CachedListing>();
  private readonly versionQuery: StatementSync;
  private version = -1;

  constructor(
    sqlite: DatabaseSync,
    private readonly maxEntries = 200,
  ) {
    this.versionQuery = sqlite.prepare('SELECT version FROM catalog_version WHERE id = 1');
  }

  /** The catalogue's version now; a new one empties the cache. */
  currentVersion(): number {
    const version = Number(this.versionQuery.get()?.version ?? 0);
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    return version;
  }

  /** The listing kept under `key`; call {@link currentVersion} first. */
  get(key: string): CachedListing | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps a listing built from the catalogue as it was at `version`. */
  set(key: string, version: number, entry: CachedListing): void {
    if (version !== this.version) return;
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
