import type { Reporter, TestModule } from 'vitest/node';

import { INTENDED_DIFFERENCES } from '../../src/differences.js';

/** Prints at the end how many shared cases passed against both stores, and the intended differences. */
export class ContractSummary implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const shared = testModules
      .filter((module) => module.moduleId.endsWith('contract.test.ts'))
      .flatMap((module) => [...module.children.allTests()]);
    const passed = shared.filter((entry) => entry.result().state === 'passed').length;
    const lines = [
      '',
      `Contrato con WooCommerce real: ${String(passed)} de ${String(shared.length)} casos compartidos pasan contra las dos tiendas.`,
      `Diferencias intencionadas (${String(INTENDED_DIFFERENCES.length)}):`,
      ...INTENDED_DIFFERENCES.map((difference) => `  - ${difference.id}: ${difference.reason}`),
      '',
    ];
    process.stdout.write(lines.join('\n'));
  }
}
