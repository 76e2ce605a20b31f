// The root config plus a module resolver for import-x: without one, `import-x/no-cycle` falls
// back to a legacy resolver named "node" and crashes on `vite`, `@vitejs/plugin-react` and
// `@tailwindcss/vite`. Remove this file once the root config sets `import-x/resolver-next`.
import { createNodeResolver } from 'eslint-plugin-import-x';
import root from '../../eslint.config.js';

export default [...root, { settings: { 'import-x/resolver-next': [createNodeResolver()] } }];
