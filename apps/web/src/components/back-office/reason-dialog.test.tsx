import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { SSN_REVEAL_REASON_MESSAGE, STAFF_REASON_TOO_SHORT_MESSAGE, ZSsnRevealRequestSchema } from '@payee/contract';
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
        title="Show the SSN"
        intro="Why do you need it?"
        submitLabel="Show"
        requestSchema={ZSsnRevealRequestSchema}
        send={send}
        onDone={onDone}
        onClose={() => undefined}
      />,
    );
    const reason = screen.getByRole('textbox', { name: new RegExp(ADMIN_CONTENT.reasonDialog.label) });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(SSN_REVEAL_REASON_MESSAGE)).toBeInTheDocument();
    await user.type(reason, 'why');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(STAFF_REASON_TOO_SHORT_MESSAGE)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.type(reason, ' I ask');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ reason: 'why I ask' }));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
