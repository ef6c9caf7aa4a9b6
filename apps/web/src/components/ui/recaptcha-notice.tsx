import { useSiteConfig } from '@/lib/api/get-site-config';

/**
 * Google's required notice when the reCAPTCHA badge is hidden (docs/decisions.md); put it beside every
 * form that sends a captcha token. Shows nothing with the development captcha.
 */
export function RecaptchaNotice() {
  const { data } = useSiteConfig();
  if (data?.captcha.provider !== 'recaptcha') return null;
  return (
    <p className="field__hint">
      This site is protected by reCAPTCHA and the Google{' '}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
        Privacy Policy <span className="visually-hidden">(opens in a new tab)</span>
      </a>{' '}
      and{' '}
      <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
        Terms of Service <span className="visually-hidden">(opens in a new tab)</span>
      </a>{' '}
      apply.
    </p>
  );
}
