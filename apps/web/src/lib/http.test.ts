import { AxiosError } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_TOAST } from '@payee/contract';
import { stubApi, type RecordedRequest } from '@/test/api-stub';
import { http, onUnauthorized, readApiError } from './http';
import { showToast } from './toast';

vi.mock('./toast', () => ({ showToast: vi.fn(), toast: { dismiss: vi.fn() } }));

let sent: RecordedRequest[] = [];

/** The routes the tests call. */
const ROUTES = ['/master/countries', '/website/client/programs', '/website/intake', '/website/login', '/website/enquiry'];

/** Answers every request with the given status and body, as a real server would (at the network layer). */
function answerWith(status: number, data: unknown = {}): void {
  const answer = () => ({ status, data });
  const api = stubApi(Object.fromEntries(['GET', 'POST'].flatMap((method) => ROUTES.map((url) => [`${method} ${url}`, answer]))));
  sent = api.requests;
}

/** The one request the test made, as it went on the wire. */
function lastRequest(): RecordedRequest {
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

beforeEach(() => {
  sent = [];
  vi.mocked(showToast).mockClear();
});

describe('http client', () => {
  it('calls the API under /api/v1 with the X-Requested-With and JSON headers', async () => {
    answerWith(200, []);
    await http.get('/master/countries');
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.href).toBe(`${location.origin}/api/v1/master/countries`);
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Accept')).toBe('application/json');
    // A GET carries no body, so no Content-Type goes with it; a body goes as JSON.
    expect(request.headers.has('Content-Type')).toBe(false);
    await http.post('/website/enquiry', { name: 'Rosa' });
    expect(sent[1]?.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(sent[1]?.body).toEqual({ name: 'Rosa' });
  });

  it('sends the authToken cookie as a bearer token', async () => {
    Cookies.set('authToken', 'abc.def');
    answerWith(200);
    await http.get('/website/client/programs');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization header when there is no authToken cookie', async () => {
    answerWith(200);
    await http.get('/website/client/programs');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends FormData as multipart, not serialised to JSON', async () => {
    answerWith(200);
    const body = new FormData();
    body.append('step', 'about-you');
    body.append('ssa_1696', new File(['%PDF-1.4'], 'ssa-1696.pdf', { type: 'application/pdf' }));
    await http.post('/website/intake', body);
    const request = lastRequest();
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = request.body as FormData;
    expect([...received.keys()]).toEqual(['step', 'ssa_1696']);
    expect(received.get('step')).toBe('about-you');
    const file = received.get('ssa_1696') as File;
    expect([file.name, file.type, await file.text()]).toEqual(['ssa-1696.pdf', 'application/pdf', '%PDF-1.4']);
  });

  it("reports the upload's progress from the request's upload events", async () => {
    answerWith(200);
    const onUploadProgress = vi.fn();
    const body = new FormData();
    body.append('step', 'ssa-documents');
    await http.post('/website/intake', body, { onUploadProgress });
    // The network layer (msw) sends the whole body at once: one progress event, all bytes of the body.
    expect(onUploadProgress).toHaveBeenCalled();
    const [event] = onUploadProgress.mock.calls.at(-1) as [{ upload: boolean; loaded: number; total: number }];
    expect(event.upload).toBe(true);
    expect(event.loaded).toBeGreaterThan(0);
    expect(event.total).toBe(event.loaded);
  });

  it.each([500, 403, 429])('shows the server message in an error toast on %i and still rejects', async (status) => {
    answerWith(status, { message: 'Too many attempts, wait a minute.' });
    await expect(http.post('/website/login', {})).rejects.toBeInstanceOf(AxiosError);
    expect(showToast).toHaveBeenCalledWith('error', 'Too many attempts, wait a minute.');
  });

  it('falls back to "Something went Wrong!!!" when a 500 has no message', async () => {
    answerWith(500, '<html>bad gateway</html>');
    await expect(http.get('/website/client/programs')).rejects.toBeInstanceOf(AxiosError);
    expect(showToast).toHaveBeenCalledWith('error', GENERIC_ERROR_TOAST);
  });

  it('leaves a 422 to the form: no toast, the error is rejected', async () => {
    answerWith(422, { message: 'Check the form', errors: { email: ['Enter an e-mail address'] } });
    await expect(http.post('/website/enquiry', {})).rejects.toBeInstanceOf(AxiosError);
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('a 401 answer', () => {
  let told: (string | null)[] = [];
  let stopListening = () => {};
  beforeEach(() => {
    told = [];
    stopListening = onUnauthorized((sentToken) => told.push(sentToken));
  });
  afterEach(() => stopListening());

  it('is told to the session with the bearer token the refused call carried, and still rejects', async () => {
    Cookies.set('authToken', 'tok-ended');
    answerWith(401, { message: 'You have been signed out. Please sign in again.' });
    await expect(http.get('/website/client/programs')).rejects.toBeInstanceOf(AxiosError);
    expect(told).toEqual(['tok-ended']);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('is told with no token when the call carried none (the cookie expired or another tab signed out)', async () => {
    answerWith(401, { message: 'Please sign in to continue.' });
    await expect(http.get('/website/client/programs')).rejects.toBeInstanceOf(AxiosError);
    expect(told).toEqual([null]);
  });

  it('is not told for a call that handles its own 401 (sign-in: wrong credentials; logout)', async () => {
    Cookies.set('authToken', 'tok-1');
    answerWith(401, { message: 'The username or password is not correct.' });
    await expect(http.post('/website/login', {}, { handlesUnauthorized: true })).rejects.toBeInstanceOf(AxiosError);
    expect(told).toEqual([]);
  });

  it.each([403, 404, 422, 500])('is the only status told: %i is not', async (status) => {
    Cookies.set('authToken', 'tok-1');
    answerWith(status, { message: 'No.' });
    await expect(http.get('/website/client/programs')).rejects.toBeInstanceOf(AxiosError);
    expect(told).toEqual([]);
  });
});

describe('readApiError', () => {
  it('gives the message, the first message per field and the warning of a failed call', async () => {
    answerWith(422, {
      message: 'The given data was invalid.',
      errors: { ssn: ['Enter 9 digits', 'Second message'], 'client_bills.0.amount': ['Enter an amount'] },
      warning: 'Your account is locked for 10 minutes.',
    });
    const error = await http.post('/website/login', {}).catch((caught: unknown) => caught);
    expect(readApiError(error)).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { ssn: 'Enter 9 digits', 'client_bills.0.amount': 'Enter an amount' },
      warning: 'Your account is locked for 10 minutes.',
    });
  });

  it('falls back to the generic message when there was no answer at all', () => {
    const networkError = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(readApiError(networkError)).toEqual({ status: null, message: GENERIC_ERROR_TOAST, fieldErrors: {} });
  });

  it('reads an error body that a feature rethrew on its own', () => {
    expect(readApiError({ message: 'Wrong password', errors: { password: ['Wrong password'] } }, 'Fallback')).toMatchObject({
      message: 'Wrong password',
      fieldErrors: { password: 'Wrong password' },
    });
  });
});
