import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_CONTENT } from '@payee/content/admin';
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
        path="/admin/anything"
        requestSchema={z.object({ reason: z.string() })}
        responseSchema={z.object({})}
        onDone={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalled();
    // react-hook-form's setFocus moves focus on the next task, after showModal() has put it on the × button.
    const reason = screen.getByRole('textbox', { name: new RegExp(ADMIN_CONTENT.reasonDialog.label) });
    await waitFor(() => expect(reason).toHaveFocus());
  });
});
