<?php

declare(strict_types=1);

namespace Vitrina;

use RuntimeException;

/** One field's value was refused; the message is what the shopper reads. */
final class InvalidField extends RuntimeException
{
}
