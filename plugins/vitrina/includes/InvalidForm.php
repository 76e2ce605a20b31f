<?php

declare(strict_types=1);

namespace Vitrina;

use RuntimeException;

/** A form that failed validation: the first field's reason is the message. */
final class InvalidForm extends RuntimeException
{
    /** @param array<string, string> $params each bad field and its Spanish reason */
    public function __construct(public readonly array $params)
    {
        parent::__construct((string) reset($params));
    }
}
