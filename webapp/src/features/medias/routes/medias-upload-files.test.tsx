import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, server } from '@/testing/server';
import { clientSession, makeFile, makeMedia } from '@/testing/fixtures';
import { licenceHandlers, mediaHandlers, paymentHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

import { UPLOADS_AT_ONCE } from '../api/upload-files';

/** The library with the several-files dialog open; files of any type reach the input. */
async function openUploadFiles() {
  server.use(licenceHandlers.get(), mediaHandlers.list([]), mediaHandlers.usage(), paymentHandlers.list([]));
  renderApp('/dashboard/pages/medias', { session: clientSession() });
  const user = userEvent.setup({ applyAccept: false });
  const opener = await screen.findByRole('button', { name: /^(Upload files|Subir archivos)$/ });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: opener.textContent ?? '' });
  return { user, dialog };
}

/** Each POST answers the item it was sent, named as the form says. */
function savedAsSent(onPost: (name: string) => Promise<void> | void = () => undefined) {
  let n = 0;
  return http.post('/api/medias', async ({ request }) => {
    const name = String((await request.formData()).get('name'));
    await onPost(name);
    n += 1;
    return json(makeMedia({ id: `m-${n}`, name }), 201);
  });
}

const item = (dialog: HTMLElement, fileName: string) => within(dialog).getByText(fileName).closest('li') as HTMLElement;

describe('uploading several files at once', () => {
  it('sends the good files, gives a too big and a wrong-type file their own message, and lists each saved item', async () => {
    const { user, dialog } = await openUploadFiles();
    server.use(savedAsSent());
    const files = [
      makeFile('front.png', 'image/png', 2000),
      makeFile('huge.jpg', 'image/jpeg', 11 * 1024 * 1024),
      makeFile('notes.txt', 'text/plain', 100),
      makeFile('back.jpg', 'image/jpeg', 3000),
    ];
    await user.upload(within(dialog).getByLabelText('Choose files or drop them here'), files);
    expect(within(item(dialog, 'huge.jpg')).getByText('File size must be 10MB or less')).toBeInTheDocument();
    expect(within(item(dialog, 'notes.txt')).getByText('Only JPG and PNG images are allowed')).toBeInTheDocument();
    expect(await within(dialog).findByText('2 of 4 files uploaded, 2 failed.', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    for (const name of ['front.png', 'back.jpg']) {
      expect(within(item(dialog, name)).getByLabelText(`Upload of ${name}: Complete`)).toHaveAttribute('value', '100');
    }
    const library = screen.getByRole('list', { name: 'Media files' });
    expect(within(library).getByRole('listitem', { name: 'front' })).toBeInTheDocument();
    expect(within(library).getByRole('listitem', { name: 'back' })).toBeInTheDocument();
    expect(within(library).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a server refusal on its own file while the others land', async () => {
    const { user, dialog } = await openUploadFiles();
    server.use(
      http.post('/api/medias', async ({ request }) => {
        const name = String((await request.formData()).get('name'));
        if (name === 'fake') return apiError(415, 'unsupported_media', 'Only JPG and PNG images are allowed');
        return json(makeMedia({ id: `m-${name}`, name }), 201);
      }),
    );
    await user.upload(within(dialog).getByLabelText('Choose files or drop them here'), [
      makeFile('one.png', 'image/png'),
      makeFile('fake.png', 'image/png'),
      makeFile('two.png', 'image/png'),
    ]);
    expect(await within(dialog).findByText('2 of 3 files uploaded, 1 failed.', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    expect(within(item(dialog, 'fake.png')).getByText('Only JPG and PNG images are allowed')).toBeInTheDocument();
    expect(within(item(dialog, 'two.png')).getByLabelText('Upload of two.png: Complete')).toBeInTheDocument();
  });

  it(`runs at most ${UPLOADS_AT_ONCE} uploads at once and the rest in the order chosen`, async () => {
    const { user, dialog } = await openUploadFiles();
    const started: string[] = [];
    const open = new Map<string, () => void>();
    let most = 0;
    server.use(
      savedAsSent(async (name) => {
        started.push(name);
        await new Promise<void>((resolve) => {
          open.set(name, () => {
            open.delete(name);
            resolve();
          });
          most = Math.max(most, open.size);
        });
      }),
    );
    await user.upload(
      within(dialog).getByLabelText('Choose files or drop them here'),
      ['a', 'b', 'c', 'd', 'e'].map((name) => makeFile(`${name}.png`, 'image/png')),
    );
    await waitFor(() => expect(started).toEqual(['a', 'b']));
    expect(within(item(dialog, 'e.png')).getByLabelText('Upload of e.png: Waiting')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    for (const next of [['a', 'c'], ['c', 'd'], ['b', 'e']]) {
      open.get(next[0] ?? '')?.();
      await waitFor(() => expect(started).toContain(next[1]));
    }
    for (const name of ['d', 'e']) open.get(name)?.();
    expect(await within(dialog).findByText('5 of 5 files uploaded.', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(most).toBe(UPLOADS_AT_ONCE);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('takes files dropped on the drop zone', async () => {
    const { dialog } = await openUploadFiles();
    server.use(savedAsSent());
    fireEvent.drop(within(dialog).getByTestId('drop-zone'), { dataTransfer: { files: [makeFile('dropped.png', 'image/png')] } });
    expect(await within(dialog).findByText('1 of 1 file uploaded.', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
  });

  it('says it all in Spanish, the spec’s messages included', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user, dialog } = await openUploadFiles();
    server.use(savedAsSent());
    await user.upload(within(dialog).getByLabelText('Elija archivos o suéltelos aquí'), [
      makeFile('grande.png', 'image/png', 11 * 1024 * 1024),
      makeFile('bien.png', 'image/png'),
    ]);
    expect(await within(item(dialog, 'grande.png')).findByText('El archivo debe pesar 10MB o menos')).toBeInTheDocument();
    expect(await within(dialog).findByText('1 de 2 archivos subidos, 1 con error.', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    expect(within(item(dialog, 'bien.png')).getByLabelText('Subida de bien.png: Completado')).toBeInTheDocument();
  });
});
