import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, noContent, requests, server } from '@/testing/server';
import { clientSession, makeLicence } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

function stubGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

afterEach(() => stubGeolocation(undefined));

function loginServer() {
  const session = clientSession();
  server.use(http.post('/api/auth/login', () => json({ ...session, loginLogId: 'log-42' })), http.get('/api/dashboard', () =>
      json({ mediaByType: { image: 1, video: 2, youtube: 3 }, newMediasThisMonth: 1, newPlaylistsThisMonth: 0, licence: makeLicence() }),
    ));
  return { session };
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email = 'ana@example.com', password = 'secret1') {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login', () => {
  it('shows Email, Password, Login, a forgot-password link and a register link', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows the spec messages for a missing and a malformed email and a missing password', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    await user.type(screen.getByLabelText('Email'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('signs in with the location, keeps the login log id, says so and opens the dashboard', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 40.7, longitude: -74, accuracy: 12 } } as GeolocationPosition),
    );
    stubGeolocation({ getCurrentPosition });
    loginServer();
    const { user, router } = renderApp('/login', {});
    await fillAndSubmit(user);

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('Successful login')).toBeInTheDocument();
    expect(localStorage.getItem('currentLoginLog')).toBe('log-42');
    expect(requests.calls('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret1',
      location: { latitude: 40.7, longitude: -74, accuracy: 12 },
    });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
  });

  it.each([
    [1, 'User denied the request for Geolocation.'],
    [2, 'Location information is unavailable.'],
    [3, 'The request to get user location timed out.'],
    [9, 'An unknown error occurred.'],
  ])('sends the geolocation failure %i as locationError', async (code, message) => {
    stubGeolocation({ getCurrentPosition: (_ok, fail) => fail?.({ code } as GeolocationPositionError) });
    loginServer();
    const { user, router } = renderApp('/login', {});
    await fillAndSubmit(user);
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('POST', '/api/auth/login')[0]?.body).toMatchObject({ locationError: message });
  });

  it('sends "not supported" when the browser has no geolocation', async () => {
    loginServer();
    const { user, router } = renderApp('/login', {});
    await fillAndSubmit(user);
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('POST', '/api/auth/login')[0]?.body).toMatchObject({
      locationError: 'Geolocation is not supported by this browser.',
    });
  });

  it('shows the Access denied modal with the server message, closed by Close', async () => {
    server.use(http.post('/api/auth/login', () =>
      apiError(403, 'access_denied', 'Access denied: The user "Ana" is deactivated.'),
    ));
    const { user, router } = renderApp('/login', {});
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Access denied' });
    expect(dialog).toHaveTextContent('Access denied: The user "Ana" is deactivated.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(localStorage.getItem('currentLoginLog')).toBeNull();
  });

  it('says so when the credentials are wrong', async () => {
    server.use(
      http.post('/api/auth/login', () => apiError(401, 'auth_failed', 'Failed to log in. Verify your credentials.')),
    );
    const { user, router } = renderApp('/login', {});
    await fillAndSubmit(user, 'ana@example.com', 'wrong');
    expect(await within(toastRegion()).findByText('Failed to log in. Verify your credentials.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it('stays signed in when the first read of the session answers after the login', async () => {
    loginServer();
    let answerLate = () => {};
    const late = new Promise<void>((resolve) => {
      answerLate = resolve;
    });
    server.use(
      http.get('/api/auth/session', async () => {
        await late;
        return json({ session: null });
      }),
    );
    const { user, router } = renderApp('/login', { answersSession: false });
    await fillAndSubmit(user);
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));

    answerLate();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentPath(router)).toBe('/dashboard');
    expect(requests.calls('GET', '/api/auth/session')).toHaveLength(1);
  });

  it('tells a person held after too many failed sign-ins how long to wait', async () => {
    const wait = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    server.use(http.post('/api/auth/login', () => apiError(429, 'too_many_attempts', wait)));
    const { user, router } = renderApp('/login', {});
    await fillAndSubmit(user);
    expect(await within(toastRegion()).findByText(wait)).toBeInTheDocument();
    expect(within(toastRegion()).queryByText('Failed to log in. Verify your credentials.')).toBeNull();
    expect(currentPath(router)).toBe('/login');
  });

  it('sends a Client without a client profile to Add Client with a warning', async () => {
    const session = clientSession({ client: null, licence: null, profileComplete: false });
    server.use(
      http.post('/api/auth/login', () => json({ ...session, loginLogId: 'log-1' })),
      http.get('/api/businesses', () => json({ types: ['Business Office'] })),
      http.get('/api/packages', () => json([])),
    );
    const { user, router } = renderApp('/login', {});
    await fillAndSubmit(user);
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/addclient'));
    expect(router.state.location.state).toEqual({ userId: session.user.id, email: session.user.email });
    expect(within(toastRegion()).getByText('Please complete your client profile.')).toBeInTheDocument();
  });
});

describe('Login: reset mode', () => {
  it('asks for the email, sends the reset and confirms', async () => {
    server.use(http.post('/api/auth/password-reset', () => json({ message: 'sent' }, 202)));
    const { user } = renderApp('/login', {});
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    // The reset form is its own chunk, loaded when the mode opens.
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await within(toastRegion()).findByText('Password reset email sent. Please check your inbox.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/auth/password-reset')[0]?.body).toEqual({ email: 'ana@example.com' });
  });

  it('says so when the reset email could not be sent, and returns to login', async () => {
    server.use(http.post('/api/auth/password-reset', () => apiError(500, 'unknown', 'boom')));
    const { user } = renderApp('/login?mode=reset', {});
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await within(toastRegion()).findByText('Failed to send password reset email. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('Login: reset link', () => {
  it('sets a new password from the emailed token and returns to login', async () => {
    server.use(http.post('/api/auth/password-reset/confirm', () => noContent()));
    const { user, router } = renderApp('/login?resetToken=tok-9', {});
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await within(toastRegion()).findByText('Your password has been changed. You can now log in.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/auth/password-reset/confirm')[0]?.body).toEqual({ token: 'tok-9', newPassword: 'newpass1' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('says so when the link is invalid or expired', async () => {
    server.use(http.post('/api/auth/password-reset/confirm', () => apiError(404, 'not_found', '')));
    const { user } = renderApp('/login?resetToken=old', {});
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await within(toastRegion()).findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
  });
});
