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
    // An order's path runs one way, down: checkout route → pricing → api-client → store (#27).
    {
      name: 'shop-routes-are-the-top',
      severity: 'error',
      comment: 'Only the shop app mounts the shop endpoints; nothing below them reaches back up.',
      from: { path: '^server/', pathNot: ['^server/shop-app\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^server/(checkout|account|orders)/[^/]+-routes\\.ts$' },
    },
    {
      name: 'orders-placed-from-the-route',
      severity: 'error',
      comment: 'Pricing, coupons and store reads sit below placing an order, never above it.',
      from: {
        path: '^server/',
        pathNot: [
          '^server/checkout/checkout-routes\\.ts$',
          // «Confirmar pedido»'s attempts, the route's own step between it and placing.
          '^server/checkout/order-attempts\\.ts$',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^server/checkout/place-order\\.ts$' },
    },
    // The seam between the shop server and the app (docs/architecture.md, «The server's seam»).
    {
      name: 'server-reaches-the-app-through-its-seam',
      severity: 'error',
      comment:
        "The server imports the app only where it must: the shop answers' schemas (src/lib/shop-api/), the server render and its page settings, and a few pure helpers both sides run. Anything else of the app is the browser's.",
      from: { path: '^server/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/',
        pathNot: [
          // One schema per shop answer, used by the server, the browser and the tests alike.
          '^src/lib/shop-api/',
          // The server render: the app's entry, its assets and its error page.
          '^src/entry-server\\.tsx?$',
          '^src/app/assets-manifest\\.ts$',
          '^src/app/error-pages/server-error-response\\.tsx?$',
          // The page's settings the server reads from its environment.
          '^src/app/gtm-id\\.ts$',
          '^src/app/page-settings\\.ts$',
          // What the server renders or indexes as the page shows it.
          '^src/lib/sanitize-html\\.server\\.ts$',
          '^src/lib/decode-title\\.ts$',
          '^src/features/catalog/product-view\\.ts$',
          '^src/lib/shop-search\\.ts$',
          '^src/lib/api\\.ts$',
        ],
      },
    },
    {
      name: 'browser-code-knows-no-server',
      severity: 'error',
      comment: 'The app (and the shop API schemas both sides share) never imports the shop server.',
      from: { path: '^src/' },
      to: { path: '^server/' },
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
