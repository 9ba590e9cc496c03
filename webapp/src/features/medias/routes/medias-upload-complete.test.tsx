import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { json, server } from '@/testing/server';
import { clientSession, makeFile, makeMedia } from '@/testing/fixtures';
import { licenceHandlers, mediaHandlers, paymentHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

describe('a finished upload', () => {
  it("shows its 'Complete' stage with the item already listed, then closes the dialog", async () => {
    server.use(
      licenceHandlers.get(),
      mediaHandlers.list([]),
      paymentHandlers.list([]),
      http.post('/api/medias', () => json(makeMedia({ id: 'm-7', name: 'Window' }), 201)),
    );
    renderApp('/dashboard/pages/medias', { session: clientSession() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media' });
    await user.type(within(dialog).getByLabelText('Name'), 'Window');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('window.png', 'image/png', 2000));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Complete, 100%'));
    // Nothing is left to cancel.
    expect(within(dialog).queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Window' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Media' })).not.toBeInTheDocument(), { timeout: 3000 });
  });
});
