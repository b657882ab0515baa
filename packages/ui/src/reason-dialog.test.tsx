import { REASON_REQUIRED_MESSAGE, adminReasonSchema } from '@mitti/domain/admin';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonDialog } from './reason-dialog';

describe('ReasonDialog', () => {
  it('sends nothing without a reason: the field takes the focus back and says why', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    render(
      <ReasonDialog
        title="Reject campaign"
        text="The farmer reads the reason."
        label="Reason"
        submitLabel="Reject"
        rule={adminReasonSchema.fields.reason}
        onSubmit={onSubmit}
        onClose={jest.fn()}
      />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reject' }));

    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription(REASON_REQUIRED_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
