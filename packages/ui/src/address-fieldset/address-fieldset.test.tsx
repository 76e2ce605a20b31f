import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addressWords as words, provinces } from '../../test/support/address.js';
import { ADDRESS_PARTS, AddressFieldset } from './address-fieldset.js';

describe('AddressFieldset', () => {
  it('asks each part under its name, with its words, required parts and errors', () => {
    render(
      <form>
        <AddressFieldset
          words={words}
          provinces={provinces}
          name={(part) => `billing.${part}`}
          parts={ADDRESS_PARTS}
          required={['street', 'province']}
          values={{ street: 'Calle del Sol 45', province: 'DO-25', postcode: '' }}
          errors={{ 'billing.city': 'Escribe la ciudad.' }}
          section="billing"
        />
      </form>,
    );
    const street = screen.getByRole('textbox', { name: 'Dirección' });
    expect(street).toHaveValue('Calle del Sol 45');
    expect(street).toBeRequired();
    expect(street).toHaveAttribute('autocomplete', 'billing address-line1');
    expect(street).toHaveAttribute('name', 'billing.street');
    expect(screen.getByRole('textbox', { name: 'Sector' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Ciudad o municipio' })).toHaveAccessibleDescription(
      'Escribe la ciudad.',
    );
    expect(screen.getByRole('button', { name: /Provincia/ })).toHaveTextContent('Santiago');
  });

  it('names its group and reports each change by part when controlled', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [city, setCity] = useState('');
      return (
        <AddressFieldset
          words={words}
          provinces={provinces}
          name={(part) => `shipping_address.${part}`}
          parts={['street', 'city', 'province']}
          required={[]}
          values={{ city }}
          onChange={(part, value) => {
            onChange(part, value);
            setCity(value);
          }}
          legend="Dirección de entrega"
        />
      );
    }
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Dirección de entrega' });
    expect(within(group).queryByRole('textbox', { name: 'Sector' })).toBeNull();
    await userEvent.type(
      within(group).getByRole('textbox', { name: 'Ciudad o municipio' }),
      'Moca',
    );
    expect(onChange).toHaveBeenLastCalledWith('city', 'Moca');
    await userEvent.click(within(group).getByRole('button', { name: /Provincia/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Distrito Nacional' }));
    expect(onChange).toHaveBeenLastCalledWith('province', 'DO-01');
  });
});
