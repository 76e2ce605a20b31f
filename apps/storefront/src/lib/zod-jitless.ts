/**
 * The CSP forbids eval (J1), and zod's compiled parsers probe `new Function` on their first
 * object parse, which the browser reports as a violation. zod reads its settings from this
 * global when it loads (`z.config()` writes the same object), so setting it here, before any
 * chunk that uses zod, makes every parse jitless without loading zod with the first page.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
