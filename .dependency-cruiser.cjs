// The cycle check every package's `lint` runs. ESLint's import-x/no-cycle skips `import type` and
// never sees the generated route tree; this one reads the TypeScript source before compilation, so
// a cycle made only of type imports (or closed through routeTree.gen.ts) fails too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not reach itself again through its imports, type imports included.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|coverage|\\.turbo|\\.data|test-results|playwright-report)/',
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
