import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, requests, server } from '@/testing/server';
import { admin, makeEnrolment, makeLicence, RECOVERY_CODES, staffSession } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

const signedIn = { ...staffSession(admin), loginLogId: 'log-7' };

function passwordStep(secondStep: 'verify' | 'enrol') {
  server.use(
    http.post('/api/auth/login', () => json({ secondStep })),
    http.get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() })),
  );
}

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login with two-factor sign-in', () => {
  it('asks for the code after the password and signs in with it', async () => {
    passwordStep('verify');
    server.use(http.post('/api/auth/two-factor/sign-in', () => json(signedIn)));
    const { user, router } = renderApp('/login');
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('POST', '/api/auth/two-factor/sign-in')[0]?.body).toEqual({ code: '123456' });
    expect(localStorage.getItem('currentLoginLog')).toBe('log-7');
    expect(within(toastRegion()).getByText('Successful login')).toBeInTheDocument();
  });

  it('shows a refused code under the field and stays', async () => {
    passwordStep('verify');
    const refusal = 'The code is not valid. Enter the 6-digit code or a recovery code.';
    server.use(http.post('/api/auth/two-factor/sign-in', () => apiError(401, 'auth_failed', refusal)));
    const { user, router } = renderApp('/login');
    await signIn(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByLabelText('Authentication code')).toHaveAccessibleDescription(refusal);
    expect(currentPath(router)).toBe('/login');
  });

  it('asks for the code before sending an empty one', async () => {
    passwordStep('verify');
    const { user } = renderApp('/login');
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the code.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/auth/two-factor/sign-in')).toHaveLength(0);
  });

  it('has staff the portal requires it of set it up, shows the recovery codes once, then opens the dashboard', async () => {
    passwordStep('enrol');
    server.use(
      http.post('/api/auth/two-factor/enrolment', () => json(makeEnrolment(), 201)),
      http.post('/api/auth/two-factor/enrolment/confirm', () => json({ recoveryCodes: RECOVERY_CODES, session: signedIn })),
    );
    const { user, router } = renderApp('/login');
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from your app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(currentPath(router)).toBe('/login');
    await user.click(within(dialog).getByRole('button', { name: 'I have saved my codes' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('goes back to the password from the second step', async () => {
    passwordStep('verify');
    const { user } = renderApp('/login');
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
  });
});
