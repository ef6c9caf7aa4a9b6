import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_CHECK_MS, IdleWarningDialog, type IdleWarningCopy } from './idle-warning-dialog';

const COPY: IdleWarningCopy = {
  title: 'Still there?',
  body: (minutes) => `Signing out in ${minutes} min.`,
  remaining: (seconds) => `${seconds} s left`,
  stay: 'Stay',
  signOut: 'Leave',
  absoluteEnd: 'The limit is near and cannot be moved.',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('IdleWarningDialog', () => {
  it('near an absolute limit says so, offers only signing out, and at the limit ends once, saying it was the limit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onTimeUp = vi.fn();
    const now = Date.now();
    render(
      <IdleWarningDialog
        idleEnd={now + 10 * 60_000}
        absoluteEnd={now + 90_000}
        copy={COPY}
        onStay={() => Promise.resolve()}
        onSignOut={() => undefined}
        onTimeUp={onTimeUp}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: COPY.title })).toHaveTextContent(COPY.absoluteEnd!);
    expect(screen.queryByRole('button', { name: COPY.stay })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.signOut })).toBeInTheDocument();
    for (let second = 0; second < 95; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(onTimeUp).toHaveBeenCalledWith('absolute');
  });

  // A computer asleep: its wall clock moves on, but a timer does not count the time asleep.
  function renderWithIdleEndIn(ms: number) {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(
      <IdleWarningDialog
        idleEnd={Date.now() + ms}
        copy={COPY}
        onStay={() => Promise.resolve()}
        onSignOut={() => undefined}
        onTimeUp={() => undefined}
      />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }

  it('after the computer slept through the warning time, warns within a check of waking, not when a held-back timer fires', async () => {
    renderWithIdleEndIn(30 * 60_000);
    vi.setSystemTime(Date.now() + 28 * 60_000 + 30_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS);
    });
    expect(screen.getByRole('alertdialog', { name: COPY.title })).toBeInTheDocument();
  });

  it('warns at once when the page is shown again after its time came', () => {
    renderWithIdleEndIn(30 * 60_000);
    vi.setSystemTime(Date.now() + 29 * 60_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('alertdialog', { name: COPY.title })).toHaveTextContent(COPY.remaining(60));
  });
});
