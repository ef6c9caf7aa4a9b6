import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_FAILED_MESSAGE } from '@payee/contract';
import { SITE } from '@payee/content';
import type * as ToastModule from '@/lib/toast';
import { showToast } from '@/lib/toast';
import { deferred, renderWithProviders, stubApi, type StubReply } from '@/test/contact';
import { EnquiryForm } from './enquiry-form';

// The real toasts, watched: lib/http's interceptor and the form both go through this module.
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>();
  return { ...actual, showToast: vi.fn(actual.showToast) };
});

const { labels } = SITE.contact.form;
const SERVER_SUCCESS = 'Thank you! Your enquiry has been sent.';

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  api.restore();
});

function renderForm(overrides: Parameters<typeof stubApi>[0] = {}) {
  api = stubApi(overrides);
  return renderWithProviders(<EnquiryForm />);
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function chooseEnquiryType(user: UserEvent, label: string) {
  await user.click(await screen.findByRole('combobox', { name: labels.enquiryType }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Fills every required field of a non-client enquiry. */
async function fillRequired(user: UserEvent) {
  await user.type(textbox(labels.firstName), 'Rosa');
  await user.type(textbox(labels.lastName), 'Martinez');
  await user.type(textbox(labels.email), 'rosa@example.org');
  await user.type(screen.getByRole('textbox', { name: labels.phone }), '3135550100');
  await chooseEnquiryType(user, 'General question');
}

const submit = () => screen.getByRole('button', { name: SITE.contact.form.submit });

describe('EnquiryForm', () => {
  it('shows the SSN field only when "I am a client" is ticked, and forgets the SSN when unticked', async () => {
    const { user } = renderForm();
    const ssnLabel = /^Social Security Number/;
    expect(screen.queryByLabelText(ssnLabel)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I am a client/ }));
    const ssn = screen.getByLabelText(ssnLabel);
    expect(ssn).toHaveAttribute('type', 'password');
    expect(ssn).toHaveAttribute('inputmode', 'numeric');
    expect(ssn).toHaveAccessibleDescription('Enter your 9-digit Social Security Number.');
    await user.type(ssn, '1234567890');
    expect(ssn).toHaveValue('123-45-6789');

    await user.click(screen.getByRole('checkbox', { name: /I am a client/ }));
    expect(screen.queryByLabelText(ssnLabel)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I am a client/ }));
    expect(screen.getByLabelText(ssnLabel)).toHaveValue('');
  });

  it('sends is_client 0, digits-only phone and the captcha token, leaving out the SSN and an empty description', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(submit());

    await screen.findByText(SERVER_SUCCESS);
    const [request] = api.sent('POST', '/website/enquiry');
    expect(request?.body).toEqual({
      is_client: 0,
      first_name: 'Rosa',
      last_name: 'Martinez',
      email: 'rosa@example.org',
      phone_number: '3135550100',
      enquiry_type_id: 1,
      'g-recaptcha-response': 'dev-captcha:enquiry',
    });
  });

  it('sends is_client 1 with the SSN as nine digits and the description for a client', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I am a client/ }));
    await user.type(screen.getByLabelText(/^Social Security Number/), '012345678');
    await fillRequired(user);
    await user.type(textbox(`${labels.description} (optional)`), 'When is my card loaded?');
    await user.click(submit());

    await screen.findByText(SERVER_SUCCESS);
    const [request] = api.sent('POST', '/website/enquiry');
    expect(request?.body).toMatchObject({ is_client: 1, ssn: '012345678', description: 'When is my card loaded?' });
  });

  it('checks the answers with the contract schema before sending anything', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I am a client/ }));
    await user.click(submit());

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter a 9-digit Social Security Number.' })).toHaveAttribute('href', '#ssn');
    expect(within(summary).getByRole('link', { name: 'Enter your first name.' })).toHaveAttribute('href', '#first_name');
    expect(within(summary).getByRole('link', { name: 'Select an enquiry type.' })).toHaveAttribute('href', '#enquiry_type_id');
    expect(api.sent('POST', '/website/enquiry')).toHaveLength(0);
  });

  it('shows the captcha toast and sends nothing when no captcha token can be had', async () => {
    const { user } = renderForm({
      // reCAPTCHA without a site key: the provider cannot start, so the token is null.
      'GET /site-config': () => ({ status: 200, data: { captcha: { provider: 'recaptcha', site_key: null } } }),
    });
    await fillRequired(user);
    await user.click(submit());

    expect(await screen.findByText(CAPTCHA_FAILED_MESSAGE)).toBeInTheDocument();
    expect(api.sent('POST', '/website/enquiry')).toHaveLength(0);
    expect(textbox(labels.firstName)).toHaveValue('Rosa');
    expect(submit()).toBeEnabled();
  });

  it('shows the server message in a toast and returns the form to its defaults after sending', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I am a client/ }));
    await user.type(screen.getByLabelText(/^Social Security Number/), '123456789');
    await fillRequired(user);
    await user.type(textbox(`${labels.description} (optional)`), 'Hello');
    expect(screen.getByText(/5 \/ 1000/)).toBeInTheDocument();
    await user.click(submit());

    expect(await screen.findByText(SERVER_SUCCESS)).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('success', SERVER_SUCCESS);
    expect(screen.getByRole('checkbox', { name: /I am a client/ })).not.toBeChecked();
    expect(screen.queryByLabelText(/^Social Security Number/)).not.toBeInTheDocument();
    expect(textbox(labels.firstName)).toHaveValue('');
    expect(textbox(labels.lastName)).toHaveValue('');
    expect(textbox(labels.email)).toHaveValue('');
    expect(textbox(labels.phone)).toHaveValue('');
    expect(textbox(`${labels.description} (optional)`)).toHaveValue('');
    expect(screen.getByText(/0 \/ 1000/)).toBeInTheDocument();
    expect(screen.getByText('Select')).toBeInTheDocument();
    expect(screen.queryByText('General question')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('shows each server error beside its field and in an error summary that takes focus, keeping the answers', async () => {
    const { user } = renderForm({
      'POST /website/enquiry': () => ({
        status: 422,
        data: {
          message: 'Please check the highlighted fields.',
          errors: {
            email: ['This email address cannot receive mail.'],
            phone_number: ['Enter a 10-digit phone number.', 'ignored second message'],
          },
        },
      }),
    });
    await fillRequired(user);
    await user.click(submit());

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const emailLink = within(summary).getByRole('link', { name: 'This email address cannot receive mail.' });
    expect(emailLink).toHaveAttribute('href', '#email');
    expect(within(summary).getByRole('link', { name: 'Enter a 10-digit phone number.' })).toHaveAttribute('href', '#phone_number');
    expect(within(summary).queryByText('ignored second message')).not.toBeInTheDocument();

    const email = textbox(labels.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Error: This email address cannot receive mail\./);
    expect(textbox(labels.phone)).toHaveAccessibleDescription(/Error: Enter a 10-digit phone number\./);

    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('error', 'Please check the highlighted fields.');
    expect(email).toHaveValue('rosa@example.org');
    expect(textbox(labels.firstName)).toHaveValue('Rosa');

    await user.click(emailLink);
    expect(email).toHaveFocus();
  });

  it('does not toast twice for a 429, which lib/http already toasts, and keeps the message on screen', async () => {
    const { user } = renderForm({
      'POST /website/enquiry': () => ({ status: 429, data: { message: 'Too many enquiries. Please try again in a few minutes.' } }),
    });
    await fillRequired(user);
    await user.click(submit());

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Too many enquiries. Please try again in a few minutes.' })).toHaveAttribute(
      'href',
      '#enquiry-submit',
    );
    expect(vi.mocked(showToast).mock.calls.filter(([type]) => type === 'error')).toHaveLength(1);
    expect(textbox(labels.firstName)).toHaveValue('Rosa');
  });

  it('counts the description characters and stops at 1000', async () => {
    const { user } = renderForm();
    const description = textbox(`${labels.description} (optional)`);
    await user.type(description, 'Hi there');
    expect(screen.getByText(/8 \/ 1000/)).toBeInTheDocument();
    await user.clear(description);
    await user.click(description);
    await user.paste('a'.repeat(1005));
    expect(description).toHaveValue('a'.repeat(1000));
    expect(screen.getByText(/1000 \/ 1000/)).toBeInTheDocument();
  });

  it('disables the button with a spinner while the enquiry is being sent', async () => {
    const reply = deferred<StubReply>();
    const { user } = renderForm({ 'POST /website/enquiry': () => reply.promise });
    await fillRequired(user);
    await user.click(submit());

    await vi.waitFor(() => expect(api.sent('POST', '/website/enquiry')).toHaveLength(1));
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await user.click(submit());
    expect(api.sent('POST', '/website/enquiry')).toHaveLength(1);

    reply.resolve({ status: 200, data: { message: SERVER_SUCCESS } });
    expect(await screen.findByText(SERVER_SUCCESS)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});
