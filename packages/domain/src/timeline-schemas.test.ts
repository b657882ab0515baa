import { schemaErrors } from './testing/schema-errors';
import { timelineUpdateSchema } from './timeline-schemas';

const UPDATE = { title: 'Drip lines laid', date: '2025-02-14', description: 'All twelve acres.' };

describe('timelineUpdateSchema', () => {
  it('takes a one-line title and a description on several lines', async () => {
    expect(
      await schemaErrors(timelineUpdateSchema, { ...UPDATE, description: 'First.\nSecond.' }),
    ).toEqual({});
  });

  it('refuses a title with a line break: it becomes the subject of the investors’ emails', async () => {
    expect(
      await schemaErrors(timelineUpdateSchema, {
        ...UPDATE,
        title: 'Harvest\r\nBcc: attacker@example.com',
      }),
    ).toEqual({ title: 'Title must be on one line' });
  });
});
