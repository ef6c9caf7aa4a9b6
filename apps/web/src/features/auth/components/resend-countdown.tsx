import { useEffect, useState } from 'react';
import { RESEND_COUNTDOWN_SECONDS } from '@payee/contract';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { SpinnerButton } from '@/components/ui/spinner-button';

/** "00:SS" for the seconds left. */
export const formatCountdown = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** The 60-second wait before another link can be asked for, then the Resend button. */
export interface ResendCountdownProps {
  /** Changes each time a link is sent, which restarts the countdown. */
  sentAt: number;
  onResend: () => void;
  isPending: boolean;
}

/**
 * "Resend in 00:SS" for 60 seconds, then Resend. The visible clock is not a live
 * region: a screen reader hears one polite announcement when it starts and one when Resend is ready, not
 * one every second.
 */
export function ResendCountdown({ sentAt, onResend, isPending }: ResendCountdownProps) {
  const copy = AUTH_CONTENT.forgot;
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COUNTDOWN_SECONDS);
  const [startedAt, setStartedAt] = useState(sentAt);
  if (startedAt !== sentAt) {
    setStartedAt(sentAt);
    setSecondsLeft(RESEND_COUNTDOWN_SECONDS);
  }

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const isReady = secondsLeft <= 0;
  return (
    <div className="auth-resend">
      <p className="visually-hidden" aria-live="polite">
        {isReady ? copy.resendReady : copy.resendStarted}
      </p>
      {isReady ? (
        <SpinnerButton type="button" variant="secondary" isPending={isPending} onClick={onResend}>
          {copy.resend}
        </SpinnerButton>
      ) : (
        <p aria-hidden="true" className="auth-resend__clock">
          {copy.resendIn(formatCountdown(secondsLeft))}
        </p>
      )}
    </div>
  );
}
