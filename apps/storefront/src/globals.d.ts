/** The id of the running build, injected by Vite's `define` (see vite.config.ts). */
declare const __BUILD_ID__: string;

interface Window {
  dataLayer?: unknown[];
}
