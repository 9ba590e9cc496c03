import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { json, requests, server } from '@/testing/server';
import { makeEnrolment } from '@/testing/fixtures';

import { startEnrolment } from './two-factor';

describe('startEnrolment', () => {
  it('shares one request between starts made while it is on its way, and starts anew after', async () => {
    server.use(http.post('/api/auth/two-factor/enrolment', () => json(makeEnrolment(), 201)));
    const [first, second] = await Promise.all([startEnrolment(), startEnrolment()]);
    expect(second).toEqual(first);
    expect(requests.calls('POST', '/api/auth/two-factor/enrolment')).toHaveLength(1);
    await startEnrolment();
    expect(requests.calls('POST', '/api/auth/two-factor/enrolment')).toHaveLength(2);
  });
});
