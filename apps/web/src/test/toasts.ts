import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The toasts' area (react-toastify's region), once a toast has been shown. */
export const findToastArea = () => screen.findByRole('region', { name: /Notifications/ });

/** jsdom runs no CSS animations: ends the toasts' running ones, as a browser would, so dismissed toasts leave. */
export async function expectToastGone(toastArea: HTMLElement, message: string) {
  await waitFor(() => {
    for (const element of toastArea.querySelectorAll('*')) fireEvent.animationEnd(element);
    expect(toastArea).not.toHaveTextContent(message);
  });
}
