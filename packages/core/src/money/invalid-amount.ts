// Apart from cents.ts (which builds zod schemas at load) so that formatting money in the browser
// does not bring zod into a page's first load.

/** Thrown when a price string or amount cannot be read as money. */
export class InvalidAmountError extends Error {
  override readonly name = 'InvalidAmountError';
  /** The value that could not be read. */
  readonly value: unknown;

  constructor(value: unknown, reason: string) {
    super(`Invalid amount ${JSON.stringify(value)}: ${reason}`);
    this.value = value;
  }
}
