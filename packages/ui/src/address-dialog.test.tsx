import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressDialog } from './address-dialog';

const REQUIRED_LABELS = [
  'Address Name',
  'Street Address',
  'City',
  'State',
  'ZIP Code',
  'Country',
  'Phone Number',
];

function field(label: string) {
  return screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

function renderDialog(props: Partial<Parameters<typeof AddressDialog>[0]> = {}) {
  const onSave = jest.fn();
  const onCancel = jest.fn();
  render(<AddressDialog open onSave={onSave} onCancel={onCancel} {...props} />);
  return { onSave, onCancel };
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(field(label), value);
  }
  return user;
}

describe('AddressDialog', () => {
  it('is titled for adding, with the phone placeholder and both buttons', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Full Name/ })).not.toBeInTheDocument();
    expect(field('Phone Number')).toHaveAttribute('placeholder', '10-digit number');
    expect(field('Landmark \\(optional\\)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeInTheDocument();
  });

  it('asks first for the name of the address, as its card and the empty-save alert call it', () => {
    renderDialog();
    const name = screen.getAllByRole('textbox')[0];
    expect(name).toBe(field('Address Name'));
    expect(name).toHaveAccessibleDescription("A name for this address, e.g. 'Home' or 'Office'");
  });

  it('shows "This field is required" beside each required field after saving it empty', async () => {
    const { onSave } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Address' }));

    for (const label of REQUIRED_LABELS) {
      expect(field(label)).toHaveAccessibleDescription('This field is required');
    }
    expect(field('Landmark \\(optional\\)')).not.toHaveAccessibleDescription();
    expect(screen.getAllByText('This field is required')).toHaveLength(REQUIRED_LABELS.length);
    expect(
      screen.getByText(
        "Please fill in all required fields, including the address name (e.g., 'Home').",
      ),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says "Invalid phone number" for a 9-digit phone', async () => {
    const { onSave } = renderDialog();
    const user = await fill({
      'Address Name': 'Home',
      'Street Address': '12 Mango Lane',
      City: 'Pune',
      State: 'Maharashtra',
      'ZIP Code': '411001',
      Country: 'India',
      'Phone Number': '987654321',
    });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(field('Phone Number')).toHaveAccessibleDescription('Invalid phone number');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves valid data trimmed, leaving out an empty landmark', async () => {
    const { onSave } = renderDialog();
    const user = await fill({
      'Address Name': '  Home ',
      'Street Address': ' 12 Mango Lane',
      City: 'Pune ',
      State: 'Maharashtra',
      'ZIP Code': '411001',
      Country: ' India',
      'Phone Number': '9876543210 ',
      'Landmark \\(optional\\)': '   ',
    });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({
      name: 'Home',
      street: '12 Mango Lane',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      country: 'India',
      phone: '9876543210',
    });
  });

  it('edits an address: its title, its values and its id kept', async () => {
    const address = {
      _id: 'a1',
      name: 'Work',
      street: '5 Tea Garden Road',
      city: 'Darjeeling',
      state: 'West Bengal',
      zipcode: '734101',
      country: 'India',
      phone: '9123456780',
      landmark: 'Near the station',
    };
    const { onSave } = renderDialog({ address });
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(within(dialog).getByDisplayValue('5 Tea Garden Road')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(field('City'));
    await user.type(field('City'), 'Kurseong');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(onSave).toHaveBeenCalledWith({ ...address, city: 'Kurseong' });
  });

  it('disables its buttons and fields while saving', () => {
    renderDialog({ saving: true });
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(field('City')).toBeDisabled();
  });

  it('calls onCancel from Cancel', async () => {
    const { onCancel } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
