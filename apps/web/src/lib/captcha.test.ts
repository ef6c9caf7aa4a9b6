import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_FAILED_MESSAGE } from '@payee/contract';
import { stubApi } from '@/test/api-stub';
import { getCaptchaToken, requireCaptchaToken } from './captcha';
import { queryClient } from './query-client';
import { showToast } from './toast';

vi.mock('./toast', () => ({ showToast: vi.fn(), toast: { dismiss: vi.fn() } }));

function siteConfigAnswers(body: unknown, status = 200) {
  stubApi({ 'GET /site-config': () => ({ status, data: body }) });
}

beforeEach(() => {
  queryClient.clear();
  vi.mocked(showToast).mockClear();
});

describe('captcha', () => {
  it('gives the development token for the action when the server uses the development provider', async () => {
    siteConfigAnswers({ captcha: { provider: 'development', site_key: null } });
    await expect(getCaptchaToken('login')).resolves.toBe('dev-captcha:login');
  });

  it('answers null, without throwing, when the site configuration cannot be read', async () => {
    siteConfigAnswers({ message: 'down' }, 503);
    await expect(getCaptchaToken('enquiry')).resolves.toBeNull();
  });

  it('answers null when reCAPTCHA is configured without a site key', async () => {
    siteConfigAnswers({ captcha: { provider: 'recaptcha', site_key: '' } });
    await expect(getCaptchaToken('enquiry')).resolves.toBeNull();
  });

  it('tells the user "Captcha verification failed. Please try again!" when a form cannot get a token', async () => {
    siteConfigAnswers({}, 500);
    await expect(requireCaptchaToken('reset')).resolves.toBeNull();
    expect(showToast).toHaveBeenCalledWith('error', CAPTCHA_FAILED_MESSAGE);
  });

  it('shows no toast when the token was obtained', async () => {
    siteConfigAnswers({ captcha: { provider: 'development' } });
    await expect(requireCaptchaToken('reset')).resolves.toBe('dev-captcha:reset');
    expect(showToast).not.toHaveBeenCalled();
  });
});
