import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HeartToggle } from './heart-toggle.js';

const labels = { add: 'Guardar en mi lista: Aire', remove: 'Quitar de mi lista: Aire' };

function Saved({ onChange }: { onChange: (saved: boolean) => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <HeartToggle
      labels={labels}
      size="lg"
      isSelected={saved}
      onChange={(next) => {
        setSaved(next);
        onChange(next);
      }}
    />
  );
}

describe('HeartToggle', () => {
  it('is a toggle button whose name says what a press does, by click and by keyboard', async () => {
    const onChange = vi.fn();
    render(<Saved onChange={onChange} />);
    const heart = screen.getByRole('button', { name: labels.add });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveClass('size-12');
    await userEvent.click(heart);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: labels.remove })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: labels.add })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('takes no press while disabled (a save in flight)', async () => {
    const onChange = vi.fn();
    render(<HeartToggle labels={labels} isSelected={false} isDisabled onChange={onChange} />);
    const heart = screen.getByRole('button', { name: labels.add });
    expect(heart).toHaveClass('size-10', 'cursor-wait');
    await userEvent.click(heart);
    expect(onChange).not.toHaveBeenCalled();
  });
});
