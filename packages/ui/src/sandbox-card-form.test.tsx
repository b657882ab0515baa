import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SandboxCardForm } from './sandbox-card-form';

/** The form for Asha Rao's ₹5,000 payment; answers its onPay. */
function renderForm() {
  const onPay = jest.fn();
  render(
    <SandboxCardForm
      cardholder="Asha Rao"
      payLabel="Pay ₹5,000"
      busy={null}
      onPay={onPay}
      onFail={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  return onPay;
}

describe('SandboxCardForm', () => {
  it('pays nothing with the expiry and CVV empty: the expiry takes the focus and says why', async () => {
    const onPay = renderForm();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Pay ₹5,000' }));

    const expiry = screen.getByRole('textbox', { name: 'Expiry' });
    expect(expiry).toHaveFocus();
    expect(expiry).toBeInvalid();
    expect(expiry).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('textbox', { name: 'CVV' })).toBeInvalid();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('puts the slash in an expiry typed as digits, as on a phone keypad, and pays', async () => {
    const onPay = renderForm();
    const user = userEvent.setup();
    const expiry = screen.getByRole('textbox', { name: 'Expiry' });
    expect(expiry).toHaveAccessibleDescription('MM/YY');

    await user.type(expiry, '1249');
    expect(expiry).toHaveValue('12/49');
    await user.type(expiry, '{Backspace}{Backspace}');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '/49');
    expect(expiry).toHaveValue('12/49');
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay ₹5,000' }));

    expect(onPay).toHaveBeenCalledTimes(1);
  });
});
