<?php

declare(strict_types=1);

namespace Vitrina;

use RuntimeException;

/** No NCF could be taken: its range is used up or expired (core's NcfRefusal), said in Spanish. */
final class NcfRefused extends RuntimeException
{
    public function __construct(public readonly string $refusal, string $message)
    {
        parent::__construct($message);
    }
}
