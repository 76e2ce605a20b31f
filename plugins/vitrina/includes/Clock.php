<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The plugin's one clock, in seconds since the epoch. A filter, so the contract suite can run the
 * agenda at a chosen instant (packages/contract/realwoo/vitrina-test-clock.php).
 */
final class Clock
{
    public static function now(): float
    {
        return (float) apply_filters('vitrina_now', time());
    }
}
