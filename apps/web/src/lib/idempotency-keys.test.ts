import { http as on, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, IDEMPOTENCY_KEY_HEADER } from '@payee/contract';
import { server } from '@/test/server';
import { createApiClient } from './http';
import { sendIdempotencyKeys } from './idempotency-keys';

vi.mock('./toast', () => ({ showToast: vi.fn(), toast: { dismiss: vi.fn() } }));

/** What the server answers next: a status with headers, or no answer at all (the network failed). */
type Answer = { status: number; headers?: Record<string, string> } | 'network-failure';

let answers: Answer[] = [];
let keys: (string | null)[] = [];

beforeEach(() => {
  answers = [];
  keys = [];
  server.use(
    on.all(`*${API_PREFIX}/*`, ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
      const answer = answers.shift() ?? { status: 201 };
      if (answer === 'network-failure') return HttpResponse.error();
      return HttpResponse.json({ message: 'Answered.' }, { status: answer.status, headers: answer.headers });
    }),
  );
});
afterEach(() => server.resetHandlers());

/** A client as the back office's, sending keys with its POSTs under /admin/finance/. */
function client() {
  const made = createApiClient({ readToken: () => 'token', onUnauthorized: () => {} });
  sendIdempotencyKeys(made, (config) => config.method === 'post' && (config.url ?? '').startsWith('/admin/finance/'));
  return made;
}

/** Sends, whatever the answer. */
const attempt = (request: Promise<unknown>) =>
  request.then(
    () => 'answered',
    () => 'failed',
  );

const QUOTED_UUID = /^"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"$/;

describe('Idempotency-Key', () => {
  it('goes with each POST the rule picks, as a quoted UUID, and with nothing else', async () => {
    const api = client();
    await api.post('/admin/finance/deposits', { amount: '10.00' });
    await api.get('/admin/finance/overview');
    await api.post('/admin/staff', { name: 'Ada' });
    expect(keys[0]).toMatch(QUOTED_UUID);
    expect(keys.slice(1)).toEqual([null, null]);
  });

  it('is the same when the same submission is sent again after a network failure, a 5xx or a 409 to try later; new once answered', async () => {
    const api = client();
    const deposit = () => api.post('/admin/finance/deposits', { client_id: 7, amount: '10.00' });
    answers = ['network-failure', { status: 503 }, { status: 409, headers: { 'Retry-After': '1' } }, { status: 201 }, { status: 201 }];
    for (let count = 0; count < 5; count += 1) await attempt(deposit());
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    // Posted and answered: sending the form again is a new submission.
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('is new after an answer that settles the submission (a refusal such as 422 or a plain 409)', async () => {
    const api = client();
    const fee = () => api.post('/admin/finance/fees', { client_id: 7, amount: '5.00' });
    answers = [{ status: 422 }, { status: 409 }, { status: 201 }];
    for (let count = 0; count < 3; count += 1) await attempt(fee());
    expect(new Set(keys).size).toBe(3);
  });

  it('is new for another submission: another body, another address', async () => {
    const api = client();
    answers = ['network-failure', 'network-failure', 'network-failure', { status: 201 }];
    await attempt(api.post('/admin/finance/deposits', { client_id: 7, amount: '10.00' }));
    await attempt(api.post('/admin/finance/deposits', { client_id: 7, amount: '11.00' }));
    await attempt(api.post('/admin/finance/fees', { client_id: 7, amount: '10.00' }));
    // The first again, its fields in another order: the same submission.
    await attempt(api.post('/admin/finance/deposits', { amount: '10.00', client_id: 7 }));
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBe(keys[0]);
  });

  it('keeps a form with a file the same submission when the same file is sent again', async () => {
    const api = client();
    const file = new File(['payment_date,ssn\n'], 'june.csv', { type: 'text/csv', lastModified: 1 });
    const form = () => {
      const data = new FormData();
      data.append('file', file);
      data.append('assignments[0][row]', '3');
      return data;
    };
    answers = ['network-failure', { status: 201 }];
    await attempt(api.post('/admin/finance/deposit-imports', form()));
    await attempt(api.post('/admin/finance/deposit-imports', form()));
    expect(keys[0]).toMatch(QUOTED_UUID);
    expect(keys[1]).toBe(keys[0]);
  });
});
