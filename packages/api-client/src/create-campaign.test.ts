import { File as NodeFile } from 'node:buffer';
import type { CreateCampaignFields } from '@mitti/domain/campaign-schemas';
import { createCampaign } from './create-campaign';
import type { UploadFailure } from './upload-with-progress';

/** Stands in for XMLHttpRequest: records the request, answers when the test says. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.answerText(status, JSON.stringify(body));
  }
  answerText(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onprogress?.();
    this.onload?.();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const fields: CreateCampaignFields = {
  campaignTitle: ' Millet Revival ',
  story: 'Three generations.',
  farmName: 'Green Valley Farm',
  farmLocation: 'Nashik, Maharashtra',
  fundingGoal: '500000',
  minInvestment: '5000',
  returnsType: 'Percentage Range',
  returnsMin: '8',
  returnsMax: '',
  returnsDescription: 'Paid after each harvest.',
  farmSizeValue: '12',
  farmSizeUnit: 'Acres',
  cropTypes: 'Millet, Sorghum',
  farmingMethods: ['Organic', 'Permaculture'],
  startDate: '2030-01-01',
  endDate: '2030-06-30',
  fundUsage: '40% for drip irrigation.',
  impactMetrics: 'Saves water.',
  riskFactors: 'Late monsoon.',
};

beforeEach(() => {
  jest
    .spyOn(globalThis, 'XMLHttpRequest')
    .mockImplementation(() => new FakeRequest() as unknown as XMLHttpRequest);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('createCampaign', () => {
  it('posts multipart fields, repeated methods and visuals with the bearer token', async () => {
    // Node's File: the environment's FormData is Node's and would turn jsdom's File into text.
    const photo = new NodeFile(['jpeg'], 'field.jpg', { type: 'image/jpeg' }) as unknown as File;
    const clip = new NodeFile(['mp4'], 'harvest.mp4', { type: 'video/mp4' }) as unknown as File;
    const progress: number[] = [];
    const created = createCampaign(fields, [photo, clip], 't0ken', (percent) =>
      progress.push(percent),
    );
    const request = FakeRequest.last;
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    request.answer(201, { _id: 'camp-9', status: 'Draft' });

    await expect(created).resolves.toEqual({ _id: 'camp-9', status: 'Draft' });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/campaigns');
    expect(request.headers.Authorization).toBe('Bearer t0ken');
    expect(progress).toEqual([25]);
    const body = request.body!;
    expect(body.get('campaignTitle')).toBe('Millet Revival');
    expect(body.get('fundingGoal')).toBe('500000');
    expect(body.get('farmSizeUnit')).toBe('Acres');
    expect(body.get('cropTypes')).toBe('Millet, Sorghum');
    expect(body.get('startDate')).toBe('2030-01-01');
    expect(body.has('returnsMax')).toBe(false);
    expect(body.getAll('farmingMethods')).toEqual(['Organic', 'Permaculture']);
    expect(body.getAll('visuals').map((file) => (file as File).name)).toEqual([
      'field.jpg',
      'harvest.mp4',
    ]);
  });

  it("rejects with the server's message and bad fields", async () => {
    const created = createCampaign(fields, [], null, () => undefined);
    const request = FakeRequest.last;
    request.answer(400, {
      message: 'Some fields are invalid.',
      code: 'VALIDATION',
      fields: { fundingGoal: 'Funding goal is required' },
    });

    await expect(created).rejects.toMatchObject({
      status: 400,
      message: 'Some fields are invalid.',
      fields: { fundingGoal: 'Funding goal is required' },
    } satisfies Partial<UploadFailure>);
    expect(request.headers.Authorization).toBeUndefined();
  });

  it('rejects with status 0 when the network fails', async () => {
    const created = createCampaign(fields, [], null, () => undefined);
    FakeRequest.last.onerror?.();
    await expect(created).rejects.toMatchObject({ status: 0 });
  });

  it('has no message of its own when a proxy answers with its error page', async () => {
    const created = createCampaign(fields, [], null, () => undefined);
    FakeRequest.last.statusText = 'Bad Gateway';
    FakeRequest.last.answerText(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');
    // The screen shows its own text for an empty message (failureMessage).
    await expect(created).rejects.toMatchObject({ status: 502, message: '' });
  });

  it('gives up an upload that stalls for a minute, however long it has been going', async () => {
    jest.useFakeTimers();
    let settled = false;
    const created = createCampaign(fields, [], null, () => undefined);
    void created.catch(() => undefined).finally(() => (settled = true));
    const request = FakeRequest.last;
    // A large upload on a slow line: a byte now and then keeps it going.
    for (let sent = 1; sent <= 10; sent += 1) {
      await jest.advanceTimersByTimeAsync(50_000);
      request.upload.onprogress?.({ lengthComputable: true, loaded: sent, total: 100 });
    }
    expect(settled).toBe(false);

    await jest.advanceTimersByTimeAsync(60_000);
    await expect(created).rejects.toMatchObject({
      status: 0,
      message: 'The server took too long to answer.',
    });
    expect(request.aborted).toBe(true);
  });

  it('rejects with status 0 when the browser aborts the upload', async () => {
    const created = createCampaign(fields, [], null, () => undefined);
    FakeRequest.last.abort();
    await expect(created).rejects.toMatchObject({ status: 0 });
  });
});
