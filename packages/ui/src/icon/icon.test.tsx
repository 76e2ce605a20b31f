import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconKeys } from './icon.js';

describe('Icon', () => {
  it('draws every category icon key of the domain (spec §3 category ids)', () => {
    expect([...iconKeys].sort()).toEqual(
      [
        'air-conditioner',
        'mini-split',
        'floor-ceiling',
        'fan-coil',
        'window-unit',
        'condenser',
        'cassette',
        'installation',
        'diagnosis',
        'uninstallation',
        'maintenance',
        'tv-audio',
        'television',
        'monitor',
        'audio',
        'other',
        'vrf',
        'stove',
        'heater',
        'oven',
      ].sort(),
    );
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="television" />);
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
