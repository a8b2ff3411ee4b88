import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberRestriction, RestrictionOptions } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { json, mockApi, renderAt, userWith } from '../../../shared/test/api';
import { MemberRestrictionsModal } from './MemberRestrictionsModal';
import { RestrictedViewTag } from './RestrictedViewTag';

const member = { userId: 'u-2', email: 'selin@sentio.local', name: 'Selin Arslan' };
const options: RestrictionOptions = {
  projects: [
    { id: 'p-1', code: 'cx', name: 'Customer experience' },
    { id: 'p-2', code: 'calls', name: 'Calls' },
  ],
  attributes: [{ field: 'segment', projectCodes: ['cx'], values: [{ value: 'premium', count: 12 }] }],
};
const restricted: MemberRestriction = {
  userId: 'u-2',
  restricted: true,
  projectIds: ['p-1'],
  rules: [{ field: 'segment', values: ['premium'] }],
  updatedAt: '2026-11-27T10:00:00.000Z',
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.restoreAllMocks());

describe('MemberRestrictionsModal', () => {
  it('shows the stored analyses and rules, and saves both open to lift the restriction', async () => {
    const calls = mockApi({
      'GET /api/workspace/member/u-2/restriction': () => json(restricted),
      'GET /api/workspace/restriction/options': () => json(options),
      'PUT /api/workspace/member/u-2/restriction': () => json({ ...restricted, restricted: false, projectIds: null, rules: [] }),
    });
    const onClose = vi.fn();
    renderAt(
      [{ path: '/', element: <MemberRestrictionsModal open onClose={onClose} member={member} /> }],
      '/',
      userWith('ADMIN'),
    );
    expect(await screen.findByText('Data restrictions of Selin Arslan')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('restriction-rule-0').textContent).toContain('segment'));
    expect(screen.getByTestId('restriction-rule-0').textContent).toContain('premium');
    expect(screen.getByTestId('restrictions-projects').textContent).toContain('Customer experience');

    fireEvent.click(screen.getByTestId('restriction-remove-0'));
    fireEvent.click(screen.getByLabelText('All analyses'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ projectIds: null, rules: [] });
  });
});

describe('RestrictedViewTag', () => {
  it('shows only to a restricted member', async () => {
    mockApi({ 'GET /api/workspace/restriction/me': () => json({ restricted: true, rules: restricted.rules }) });
    renderAt([{ path: '/', element: <RestrictedViewTag /> }], '/', userWith('ANALYST'));
    expect((await screen.findByTestId('restricted-view-tag')).textContent).toContain('Restricted view');
  });

  it('is absent for everyone else', async () => {
    const calls = mockApi({ 'GET /api/workspace/restriction/me': () => json({ restricted: false, rules: [] }) });
    renderAt([{ path: '/', element: <RestrictedViewTag /> }], '/', userWith('ANALYST'));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('restricted-view-tag')).toBeNull();
  });
});
