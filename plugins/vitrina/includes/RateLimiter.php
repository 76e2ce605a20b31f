<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * A sliding-window counter per key: at most `limit` hits in any `window` seconds. Only allowed
 * hits are counted, so a client hammering a closed window reopens on time. The hits live in a
 * transient per key (the object cache when the site has one), which expires with the window.
 */
final class RateLimiter
{
    public function __construct(
        private readonly string $name,
        public readonly int $limit,
        public readonly int $window
    ) {
    }

    /** Counts one request for `$key`; answers the seconds to wait, or 0 when it may proceed. */
    public function hit(string $key): int
    {
        $recent = $this->recent($key);
        if (count($recent) >= $this->limit) {
            return $this->wait($recent);
        }
        $recent[] = microtime(true);
        set_transient($this->slot($key), $recent, $this->window);
        return 0;
    }

    /** The seconds one more request for `$key` would wait, without counting it (0: allowed). */
    public function peek(string $key): int
    {
        $recent = $this->recent($key);
        return count($recent) >= $this->limit ? $this->wait($recent) : 0;
    }

    /** How many requests for `$key` the window holds now. */
    public function count(string $key): int
    {
        return count($this->recent($key));
    }

    public function reset(string $key): void
    {
        delete_transient($this->slot($key));
    }

    /** @return list<float> */
    private function recent(string $key): array
    {
        $stored = get_transient($this->slot($key));
        $since = microtime(true) - $this->window;
        $hits = is_array($stored) ? $stored : [];
        return array_values(array_filter($hits, static fn ($at): bool => is_float($at) && $at > $since));
    }

    /** @param list<float> $recent */
    private function wait(array $recent): int
    {
        return max(1, (int) ceil($recent[0] + $this->window - microtime(true)));
    }

    /** Keys are hashed: they hold e-mails and addresses, and transient names are short. */
    private function slot(string $key): string
    {
        return 'vitrina_rl_' . md5($this->name . "\n" . $key);
    }
}
