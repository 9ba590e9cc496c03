import { describe, expect, it } from 'vitest';

import { playlistFormSchema } from './create-playlist';

describe('playlistFormSchema', () => {
  it('needs the client id of the signed-in user', () => {
    const result = playlistFormSchema.safeParse({
      playlistName: 'Morning',
      mediaIds: ['m-1'],
      clientId: '',
      showLogo: false,
      logoPosition: '',
      showBanner: false,
      bannerText: '',
    });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['clientId'], message: 'No client ID found' })]);
  });
});
