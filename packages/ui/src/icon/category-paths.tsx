import type { ReactNode } from 'react';

/*
 * Drawings of the category icons (24×24, stroked in currentColor), keyed by the icon keys that
 * the domain package maps category ids to.
 */
export const categoryPaths = {
  'air-conditioner': (
    <>
      <rect x="2.5" y="5" width="19" height="8" rx="2" />
      <path d="M6 10.5h12M7 16.5c0 1.5-1 2.5-1 2.5M12 16.5v3M17 16.5c0 1.5 1 2.5 1 2.5" />
    </>
  ),
  'mini-split': (
    <>
      <rect x="3" y="4" width="18" height="7" rx="2" />
      <path d="M6 8.5h12" />
      <rect x="6" y="14" width="12" height="6.5" rx="1" />
      <circle cx="12" cy="17.25" r="2" />
    </>
  ),
  'floor-ceiling': (
    <>
      <path d="M3 4h18" />
      <rect x="4" y="6" width="16" height="6" rx="1.5" />
      <path d="M7 15l-1 3M12 15v4M17 15l1 3" />
    </>
  ),
  'fan-coil': (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 7.5v9M7.5 12h9" />
    </>
  ),
  condenser: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="10" cy="12" r="4" />
      <path d="M10 9.5v5M7.5 12h5M17 8.5h1.5M17 11h1.5M17 13.5h1.5" />
    </>
  ),
  cassette: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <rect x="8" y="8" width="8" height="8" rx="1" />
      <path d="M4 4l4 4M20 4l-4 4M4 20l4-4M20 20l-4-4" />
    </>
  ),
  installation: (
    <>
      <path d="M14.5 5.5a4 4 0 0 0-5 5L4 16l4 4 5.5-5.5a4 4 0 0 0 5-5l-2.5 2.5-2.5-.5-.5-2.5z" />
    </>
  ),
  diagnosis: (
    <>
      <path d="M3 12h4l2-5 3 10 2-5h7" />
    </>
  ),
  uninstallation: (
    <>
      <rect x="3" y="5" width="18" height="7" rx="2" />
      <path d="M12 15v6M9 18l3 3 3-3" />
    </>
  ),
  maintenance: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8" />
    </>
  ),
  'tv-audio': (
    <>
      <rect x="2.5" y="4" width="13" height="10" rx="1.5" />
      <path d="M6 18h6M9 14v4" />
      <rect x="17.5" y="8" width="4" height="12" rx="1" />
      <circle cx="19.5" cy="16" r="1.2" />
    </>
  ),
  television: (
    <>
      <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" />
      <path d="M8 20.5h8M12 16.5v4" />
    </>
  ),
  monitor: (
    <>
      <rect x="3" y="3.5" width="18" height="12" rx="1.5" />
      <path d="M12 15.5v3.5M8.5 20.5h7" />
    </>
  ),
  audio: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2" />
      <circle cx="12" cy="14.5" r="3.5" />
      <circle cx="12" cy="7" r="1.5" />
    </>
  ),
  'window-unit': (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1.5" />
      <rect x="6" y="7" width="12" height="6" rx="1" />
      <path d="M6 16h12M6 18h7" />
    </>
  ),
  vrf: (
    <>
      <rect x="2.5" y="14" width="7" height="6.5" rx="1" />
      <rect x="14.5" y="3.5" width="7" height="4" rx="1" />
      <rect x="14.5" y="10" width="7" height="4" rx="1" />
      <rect x="14.5" y="16.5" width="7" height="4" rx="1" />
      <path d="M9.5 17.25H12V5.5h2.5M12 12h2.5M12 18.5h2.5" />
    </>
  ),
  stove: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M4 9h16" />
      <circle cx="8.5" cy="6" r="1" />
      <circle cx="15.5" cy="6" r="1" />
      <rect x="7" y="12" width="10" height="6" rx="1" />
    </>
  ),
  oven: (
    <>
      <rect x="3" y="3.5" width="18" height="17" rx="2" />
      <path d="M3 8h18" />
      <rect x="6.5" y="11" width="11" height="6.5" rx="1" />
      <path d="M6.5 5.75h1M10 5.75h1" />
    </>
  ),
  heater: (
    <>
      <path d="M6 20V7a2 2 0 0 1 4 0v13M14 20V7a2 2 0 0 1 4 0v13M4 20h16M10 11h4M10 15h4" />
    </>
  ),
  other: (
    <>
      <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
      <path d="M3.5 7.5L12 12l8.5-4.5M12 12v9" />
    </>
  ),
} satisfies Record<string, ReactNode>;
