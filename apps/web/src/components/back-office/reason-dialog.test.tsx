import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { REVEAL_PURPOSE_MESSAGES, REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import {
  LOCK_REASON_MESSAGE,
  SSN_REVEAL_REASON_MESSAGE,
  STAFF_REASON_TOO_SHORT_MESSAGE,
  ZClientLockRequestSchema,
  ZSsnRevealRequestSchema,
} from '@payee/contract';
import { ReasonDialog } from './reason-dialog';

afterEach(() => vi.restoreAllMocks());

describe('ReasonDialog', () => {
  it('starts with focus in the reason, not on the dialog’s close button', async () => {
    // As a browser does: showModal() focuses the dialog's first focusable element (the × button).
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('button, textarea')?.focus();
    });
    render(
      <ReasonDialog
        title="Show medical details"
        intro="Why do you need them?"
        submitLabel="Show"
        requestSchema={z.object({ reason: z.string() })}
        send={() => Promise.resolve({})}
        onDone={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalled();
    // react-hook-form's setFocus moves focus on the next task, after showModal() has put it on the × button.
    const reason = screen.getByRole('textbox', { name: new RegExp(ADMIN_CONTENT.reasonDialog.label) });
    await waitFor(() => expect(reason).toHaveFocus());
  });

  it("refuses the reason the contract's schema refuses, in its words beside the field, and sends none until it fits", async () => {
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const send = vi.fn((body: { reason: string }) => Promise.resolve(body));
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(
      <ReasonDialog
        title="Lock sign-in"
        intro="Why lock it?"
        submitLabel="Show"
        requestSchema={ZClientLockRequestSchema}
        send={send}
        onDone={onDone}
        onClose={() => undefined}
      />,
    );
    const reason = screen.getByRole('textbox', { name: new RegExp(ADMIN_CONTENT.reasonDialog.label) });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(LOCK_REASON_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.type(reason, 'why');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(STAFF_REASON_TOO_SHORT_MESSAGE)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.type(reason, ' I ask');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ reason: 'why I ask' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('offers the purposes of a reveal first: one is required, details only for "something else", and both are sent', async () => {
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const send = vi.fn((body: { reason: string; purpose?: string }) => Promise.resolve(body));
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(
      <ReasonDialog
        title="Show the SSN"
        intro="Why do you need it?"
        submitLabel="Show"
        requestSchema={ZSsnRevealRequestSchema}
        purposes={REVEAL_PURPOSE_WORDS.ssn}
        send={send}
        onDone={onDone}
        onClose={() => undefined}
      />,
    );
    const purposes = screen.getByRole('group', { name: ADMIN_CONTENT.reasonDialog.purposeLegend });
    const radios = within(purposes).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(Object.keys(REVEAL_PURPOSE_WORDS.ssn));
    await waitFor(() => expect(radios[0]).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await within(purposes).findByText(SSN_REVEAL_REASON_MESSAGE)).toBeInTheDocument();

    await user.click(within(purposes).getByRole('radio', { name: REVEAL_PURPOSE_WORDS.ssn.other }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const details = screen.getByRole('textbox', { name: new RegExp(ADMIN_CONTENT.reasonDialog.detailsLabel) });
    await waitFor(() => expect(details).toHaveAccessibleDescription(new RegExp(REVEAL_PURPOSE_MESSAGES.detailsForOther)));
    await user.type(details, 'The court asked for it.');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ purpose: 'other', reason: 'The court asked for it.' }));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
