import { render, screen } from '@testing-library/react';
import { useLocale } from 'react-aria-components/I18nProvider';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from './ui-provider.js';

function LocaleProbe() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

describe('UiProvider', () => {
  it('gives react-aria the es-DO locale by default', () => {
    render(
      <UiProvider navigate={vi.fn()}>
        <LocaleProbe />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('es-DO ltr');
  });

  it('takes another locale when asked', () => {
    render(
      <UiProvider navigate={vi.fn()} locale="en-US">
        <LocaleProbe />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en-US ltr');
  });
});
