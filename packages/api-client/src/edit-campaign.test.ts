import { File as NodeFile } from 'node:buffer';
import { editCampaign } from './edit-campaign';

class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  jest
    .spyOn(globalThis, 'XMLHttpRequest')
    .mockImplementation(() => new FakeRequest() as unknown as XMLHttpRequest);
});
afterEach(() => jest.restoreAllMocks());

it('puts the fields, the status, the kept visuals as JSON and the new files as visuals', async () => {
  const photo = new NodeFile(['png'], 'new.png', { type: 'image/png' }) as unknown as File;
  const edited = editCampaign(
    {
      id: 'camp-1',
      fields: {
        campaignTitle: 'Millet Revival',
        story: 'Story.',
        farmName: 'Green Valley Farm',
        farmLocation: 'Nashik',
        fundingGoal: '500000',
        minInvestment: '5000',
        returnsType: 'Percentage Range',
        returnsMin: '8',
        returnsMax: '',
        returnsDescription: 'After harvest.',
        farmSizeValue: '12',
        farmSizeUnit: 'Acres',
        cropTypes: 'Millet',
        farmingMethods: ['Organic'],
        startDate: '2030-01-01',
        endDate: '2030-06-30',
        fundUsage: 'Irrigation.',
        impactMetrics: 'Water.',
        riskFactors: 'Monsoon.',
      },
      status: 'Cancelled',
      kept: [{ url: '/uploads/a.jpg', public_id: 'a' }],
      added: [photo],
    },
    't0ken',
    () => undefined,
  );
  const request = FakeRequest.last;
  request.answer(200, { _id: 'camp-1' });

  await expect(edited).resolves.toEqual({ _id: 'camp-1' });
  expect(request.method).toBe('PUT');
  expect(request.url).toBe('/api/campaigns/editCampaign/camp-1');
  const body = request.body!;
  expect(body.get('status')).toBe('Cancelled');
  expect(body.has('returnsMax')).toBe(false);
  expect(body.getAll('farmingMethods')).toEqual(['Organic']);
  const [kept, added] = body.getAll('visuals');
  expect(JSON.parse(kept as string)).toEqual([{ url: '/uploads/a.jpg', public_id: 'a' }]);
  expect((added as File).name).toBe('new.png');
});
