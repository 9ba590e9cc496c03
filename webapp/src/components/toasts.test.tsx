import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ToastProvider, useToast, type ToastApi } from './toasts';

const captured: { api?: ToastApi } = {};
function Capture() {
  const api = useToast();
  useEffect(() => {
    captured.api = api;
  }, [api]);
  return null;
}
const toast = {
  success: (message: string) => captured.api?.success(message),
  error: (message: string) => captured.api?.error(message),
  info: (message: string) => captured.api?.info(message),
  warning: (message: string) => captured.api?.warning(message),
};

function renderToasts() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

describe('Toasts', () => {
  it('announce messages in a live region and close after 5000 ms', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(live);

    act(() => toast.success('Successful login'));
    expect(live).toHaveTextContent('Successful login');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Successful login')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Successful login')).not.toBeInTheDocument();
  });

  it('does not show the same message twice at once, and can be dismissed', () => {
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      toast.error('Failed to log in. Verify your credentials.');
      toast.error('Failed to log in. Verify your credentials.');
    });
    expect(screen.getAllByText('Failed to log in. Verify your credentials.')).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Failed to log in. Verify your credentials.')).not.toBeInTheDocument();
  });

  it('clears the errors shown before a success (a stale failure never sits beside it)', () => {
    renderToasts();
    act(() => toast.error('The email address is already in use by another account.'));
    act(() => toast.success('Registration successful!'));
    expect(screen.getByText('Registration successful!')).toBeInTheDocument();
    expect(screen.queryByText('The email address is already in use by another account.')).not.toBeInTheDocument();
  });

  it('shows at most three at once, dropping the oldest', () => {
    renderToasts();
    act(() => {
      for (const message of ['One', 'Two', 'Three', 'Four']) toast.info(message);
    });
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
    expect(screen.getByText('Four')).toBeInTheDocument();
  });

  it('shows the same text once even when raised as an error and as a warning, in the more severe kind', () => {
    renderToasts();
    const expired = 'Your license has expired. Please renew your subscription to continue using this feature.';
    act(() => {
      toast.warning(expired);
      toast.error(expired);
    });
    expect(screen.getAllByText(expired)).toHaveLength(1);
    expect(screen.getByText(expired).closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    act(() => toast.warning(expired));
    expect(screen.getAllByText(expired)).toHaveLength(1);
    expect(screen.getByText(expired).closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
  });

  it('sits at the bottom, away from the page header and the top of forms', () => {
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveClass('fixed', 'bottom-2', 'sm:bottom-4', 'sm:right-4');
    expect(region.className).not.toMatch(/(^|\s)(sm:)?top-/);
  });
});
