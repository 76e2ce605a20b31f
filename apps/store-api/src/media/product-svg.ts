import { getCategory, type CategoryIconKey } from '@vitrina/core';

import { escapeHtml } from '../escape-html.js';

type Drawing = 'ac' | 'outdoor' | 'screen' | 'speaker' | 'heater' | 'stove' | 'service' | 'box';

const DRAWING_OF: Record<CategoryIconKey, Drawing> = {
  'air-conditioner': 'ac',
  'mini-split': 'ac',
  'floor-ceiling': 'ac',
  'fan-coil': 'ac',
  cassette: 'ac',
  'window-unit': 'ac',
  condenser: 'outdoor',
  vrf: 'outdoor',
  'tv-audio': 'screen',
  television: 'screen',
  monitor: 'screen',
  audio: 'speaker',
  other: 'box',
  heater: 'heater',
  stove: 'stove',
  oven: 'stove',
  installation: 'service',
  diagnosis: 'service',
  uninstallation: 'service',
  maintenance: 'service',
};

const PALETTE: Record<Drawing, [string, string]> = {
  ac: ['#e0f2fe', '#0369a1'],
  outdoor: ['#e2e8f0', '#334155'],
  screen: ['#ede9fe', '#5b21b6'],
  speaker: ['#fce7f3', '#9d174d'],
  heater: ['#ffedd5', '#c2410c'],
  stove: ['#fef3c7', '#92400e'],
  service: ['#dcfce7', '#166534'],
  box: ['#f1f5f9', '#475569'],
};

const SHAPES: Record<Drawing, (ink: string) => string> = {
  ac: (ink) =>
    `<rect x="190" y="200" width="420" height="140" rx="28" fill="#fff" stroke="${ink}" stroke-width="8"/>` +
    `<line x1="230" y1="300" x2="570" y2="300" stroke="${ink}" stroke-width="6"/>` +
    `<line x1="230" y1="318" x2="570" y2="318" stroke="${ink}" stroke-width="6"/>` +
    `<circle cx="560" cy="240" r="9" fill="${ink}"/>` +
    `<path d="M300 380 q20 30 0 60 M400 380 q20 30 0 60 M500 380 q20 30 0 60" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  outdoor: (ink) =>
    `<rect x="220" y="170" width="360" height="300" rx="20" fill="#fff" stroke="${ink}" stroke-width="8"/>` +
    `<circle cx="360" cy="320" r="100" fill="none" stroke="${ink}" stroke-width="8"/>` +
    `<path d="M360 320 l0 -80 M360 320 l70 40 M360 320 l-70 40" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="490" y="220" width="60" height="200" rx="8" fill="${ink}" opacity=".2"/>`,
  screen: (ink) =>
    `<rect x="160" y="170" width="480" height="280" rx="16" fill="#1e1b4b" stroke="${ink}" stroke-width="8"/>` +
    `<path d="M200 410 l120 -110 l80 70 l60 -50 l120 90 z" fill="${ink}" opacity=".55"/>` +
    `<rect x="370" y="450" width="60" height="30" fill="${ink}"/><rect x="300" y="478" width="200" height="14" rx="7" fill="${ink}"/>`,
  speaker: (ink) =>
    `<rect x="280" y="150" width="240" height="340" rx="30" fill="#fff" stroke="${ink}" stroke-width="8"/>` +
    `<circle cx="400" cy="240" r="40" fill="none" stroke="${ink}" stroke-width="8"/>` +
    `<circle cx="400" cy="380" r="75" fill="none" stroke="${ink}" stroke-width="8"/><circle cx="400" cy="380" r="22" fill="${ink}"/>`,
  heater: (ink) =>
    `<rect x="300" y="140" width="200" height="340" rx="90" fill="#fff" stroke="${ink}" stroke-width="8"/>` +
    `<circle cx="400" cy="250" r="30" fill="none" stroke="${ink}" stroke-width="8"/>` +
    `<path d="M400 330 q-30 40 0 80 q30 -40 0 -80" fill="${ink}"/>` +
    `<line x1="350" y1="480" x2="350" y2="510" stroke="${ink}" stroke-width="8"/><line x1="450" y1="480" x2="450" y2="510" stroke="${ink}" stroke-width="8"/>`,
  stove: (ink) =>
    `<rect x="220" y="160" width="360" height="330" rx="16" fill="#fff" stroke="${ink}" stroke-width="8"/>` +
    `<circle cx="310" cy="220" r="34" fill="none" stroke="${ink}" stroke-width="7"/><circle cx="490" cy="220" r="34" fill="none" stroke="${ink}" stroke-width="7"/>` +
    `<rect x="260" y="290" width="280" height="160" rx="10" fill="none" stroke="${ink}" stroke-width="7"/>` +
    `<line x1="290" y1="310" x2="510" y2="310" stroke="${ink}" stroke-width="6"/>`,
  service: (ink) =>
    `<circle cx="400" cy="310" r="160" fill="#fff" stroke="${ink}" stroke-width="8"/>` +
    `<path d="M330 400 l120 -120 a45 45 0 1 1 30 -60 l-35 35 l25 25 l35 -35 a45 45 0 0 1 -60 30 l-120 120 z" fill="${ink}"/>`,
  box: (ink) =>
    `<path d="M400 150 l180 90 v190 l-180 90 l-180 -90 v-190 z" fill="#fff" stroke="${ink}" stroke-width="8"/>` +
    `<path d="M220 240 l180 90 l180 -90 M400 330 v190" stroke="${ink}" stroke-width="8" fill="none"/>`,
};

const VIEW_LABELS = ['Vista frontal', 'Vista lateral', 'Detalle'];

/** Splits a name into at most three lines of about 26 characters, on word boundaries. */
function wrap(text: string, width = 26): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

/** What an illustration shows. */
export interface ProductPicture {
  name: string;
  brand: string;
  categoryIds: readonly number[];
  /** Zero-based image position: each view gets its own tint and label. */
  position: number;
}

/** Draws a clean SVG illustration of a product: its kind's pictogram, its name and brand. */
export function productSvg(picture: ProductPicture): string {
  const icon = picture.categoryIds
    .map((id) => getCategory(id)?.icon)
    .findLast((key) => key !== undefined);
  const drawing = icon ? DRAWING_OF[icon] : 'box';
  const [tint, ink] = PALETTE[drawing];
  const lines = wrap(picture.name)
    .map(
      (line, index) =>
        `<text x="400" y="${String(590 + index * 40)}" text-anchor="middle" font-size="32" font-weight="600" fill="#0f172a">${escapeHtml(line)}</text>`,
    )
    .join('');
  const view = VIEW_LABELS[picture.position % VIEW_LABELS.length] ?? '';
  const shift = picture.position * 12;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" role="img" aria-label="${escapeHtml(picture.name)}">` +
    `<rect width="800" height="800" fill="${tint}"/>` +
    `<circle cx="${String(640 - shift * 4)}" cy="${String(130 + shift * 3)}" r="${String(90 + shift)}" fill="${ink}" opacity=".08"/>` +
    `<g font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">` +
    `<rect x="40" y="40" width="${String(Math.max(140, picture.brand.length * 20 + 56))}" height="56" rx="28" fill="${ink}"/>` +
    `<text x="64" y="78" font-size="28" font-weight="700" fill="#fff">${escapeHtml(picture.brand)}</text>` +
    `<g transform="translate(0 ${String(shift)})">${SHAPES[drawing](ink)}</g>` +
    lines +
    `<text x="760" y="770" text-anchor="end" font-size="22" fill="${ink}">${escapeHtml(view)}</text>` +
    `</g></svg>`
  );
}
