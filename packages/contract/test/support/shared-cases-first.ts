import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs the shared cases before the files that change one store only (orders, stock, bookings),
 * so both stores are compared in the same state whatever vitest's cache would order. The rest
 * go by name, the same order on every machine.
 */
export class SharedCasesFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const first = (file: TestSpecification) =>
      file.moduleId.endsWith('/contract.test.ts') ? 0 : 1;
    return Promise.resolve(
      [...files].sort((a, b) => first(a) - first(b) || a.moduleId.localeCompare(b.moduleId)),
    );
  }
}
