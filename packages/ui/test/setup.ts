import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machine is shared and lazy chunks are transformed on first import, so waiting for them
// may take longer than Testing Library's 1 s default; no test asserts on timing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
