import { attachmentName } from './download-file';

it('reads the file name of an attachment', () => {
  expect(attachmentName('attachment; filename="mitti-invoice-MIT-A1B2C3.pdf"')).toBe(
    'mitti-invoice-MIT-A1B2C3.pdf',
  );
  expect(attachmentName('attachment')).toBeNull();
  expect(attachmentName(null)).toBeNull();
});
