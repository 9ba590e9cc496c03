import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, requests, server } from '@/testing/server';
import { admin, clientSession, makeEnrolment, RECOVERY_CODES, staffSession } from '@/testing/fixtures';
import { renderApp, toastRegion } from '@/testing/render';

function stateServer(states: { enrolled: boolean; required: boolean; recoveryCodesLeft: number }[]) {
  let answered = 0;
  server.use(http.get('/api/auth/two-factor', () => json(states[Math.min(answered++, states.length - 1)] ?? {})));
}

describe('Security', () => {
  it('sets two-factor sign-in up with the QR code and the first code, then shows it on', async () => {
    stateServer([
      { enrolled: false, required: true, recoveryCodesLeft: 0 },
      { enrolled: true, required: true, recoveryCodesLeft: 10 },
    ]);
    server.use(
      http.post('/api/auth/two-factor/enrolment', () => json(makeEnrolment(), 201)),
      http.post('/api/auth/two-factor/enrolment/confirm', () => json({ recoveryCodes: RECOVERY_CODES, session: null })),
    );
    const { user } = renderApp('/dashboard/pages/security', { session: staffSession(admin) });

    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(screen.getByText('Your portal requires it for your role.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const asked = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.type(within(asked).getByLabelText('Password'), 'secret1');
    await user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', makeEnrolment().qrCode);
    expect(requests.calls('POST', '/api/auth/two-factor/enrolment')[0]?.body).toEqual({ password: 'secret1' });
    await user.type(screen.getByLabelText('Code from your app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(within(dialog).getByText(RECOVERY_CODES[0] ?? '')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Two-factor sign-in is on.')).toBeInTheDocument();
  });

  it('keeps the enrolment open when the first code is wrong', async () => {
    stateServer([{ enrolled: false, required: false, recoveryCodesLeft: 0 }]);
    const wrong = 'The code is not valid. Enter the 6-digit code your authenticator app shows.';
    server.use(
      http.post('/api/auth/two-factor/enrolment', () => json(makeEnrolment(), 201)),
      http.post('/api/auth/two-factor/enrolment/confirm', () => apiError(400, 'validation', wrong, { code: wrong })),
    );
    const { user } = renderApp('/dashboard/pages/security', { session: clientSession() });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const asked = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.type(within(asked).getByLabelText('Password'), 'secret1');
    await user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    await user.type(await screen.findByLabelText('Code from your app'), '999999');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByLabelText('Code from your app')).toHaveAccessibleDescription(wrong);
    expect(screen.queryByRole('dialog', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });

  it('asks for the password again when it is wrong, and shows no key', async () => {
    stateServer([{ enrolled: false, required: false, recoveryCodesLeft: 0 }]);
    const wrong = 'Incorrect password. Could not authenticate.';
    server.use(http.post('/api/auth/two-factor/enrolment', () => apiError(400, 'validation', wrong, { password: wrong })));
    const { user } = renderApp('/dashboard/pages/security', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const asked = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.type(within(asked).getByLabelText('Password'), 'nope');
    await user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    expect(await within(asked).findByText(wrong)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });
});
