import { userDisabledSchema, userVerificationSchema } from './admin-users';
import { auditLogQuerySchema } from './audit';

describe('userDisabledSchema', () => {
  it('needs a reason to disable, not to enable', () => {
    expect(() => userDisabledSchema.validateSync({ disabled: true })).toThrow(
      'Please give a reason.',
    );
    expect(userDisabledSchema.validateSync({ disabled: true, reason: ' Spam. ' })).toEqual({
      disabled: true,
      reason: 'Spam.',
    });
    expect(userDisabledSchema.validateSync({ disabled: false })).toEqual({ disabled: false });
  });

  it('takes only a real boolean', () => {
    expect(() => userDisabledSchema.validateSync({ disabled: 'yes', reason: 'x' })).toThrow();
  });
});

describe('userVerificationSchema', () => {
  it('needs a reason both ways', () => {
    expect(() => userVerificationSchema.validateSync({ verified: true, reason: '  ' })).toThrow(
      'Please give a reason.',
    );
  });
});

describe('auditLogQuerySchema', () => {
  it('fills in the page and limit and keeps instants as text', () => {
    expect(auditLogQuerySchema.validateSync({ from: '2026-03-05T00:00:00.000Z' })).toEqual({
      from: '2026-03-05T00:00:00.000Z',
      page: 1,
      limit: 20,
    });
  });

  it('refuses a date it cannot read and an action not shaped entity.verb', () => {
    expect(() => auditLogQuerySchema.validateSync({ to: 'tomorrow' })).toThrow(
      'to must be a date and time (ISO 8601)',
    );
    expect(() => auditLogQuerySchema.validateSync({ action: 'approve' })).toThrow(
      'action must look like entity.verb',
    );
  });
});
