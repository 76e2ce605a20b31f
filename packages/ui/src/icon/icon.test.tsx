import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconKeys } from './icon.js';

describe('Icon', () => {
  it('draws every category of the spec (air conditioners to heaters and services)', () => {
    expect(iconKeys).toEqual(
      expect.arrayContaining([
        'air-conditioner',
        'mini-split',
        'floor-ceiling',
        'fan-coil',
        'condenser',
        'cassette',
        'installation',
        'diagnosis',
        'uninstallation',
        'maintenance',
        'tv-audio',
        'tv',
        'monitor',
        'audio',
        'other',
        'vrf',
        'stove',
        'heater',
      ]),
    );
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="tv" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when it carries meaning', () => {
    render(<Icon name="mini-split" label="Mini split" />);
    expect(screen.getByRole('img', { name: 'Mini split' })).toBeInTheDocument();
  });

  it('draws a different picture per key and the generic box for an unknown key', () => {
    const drawing = (name: string) => render(<Icon name={name} />).container.innerHTML;
    expect(drawing('stove')).not.toEqual(drawing('heater'));
    expect(drawing('no-such-key')).toEqual(drawing('other'));
    expect(drawing('__proto__')).toEqual(drawing('other'));
  });
});
