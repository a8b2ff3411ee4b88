import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { initI18n } from '../../../../app/i18n';
import { useAppStore } from '../../../../app/store/appStore';
import { analyst, renderAt, userWith } from '../../../../shared/test/harness';
import { projectDetail } from '../../test/fixtures';
import { ProjectMenu } from './ProjectMenu';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const someoneElse = { id: '5d2c6a1e-7b3f-4e8a-9c0d-1e2f3a4b5c6d', name: 'Grace Hopper' };
const show = (project: ReturnType<typeof projectDetail>, user = analyst) =>
  renderAt(
    [
      {
        path: '/p',
        element: (
          <div data-testid="page">
            <ProjectMenu project={project} />
          </div>
        ),
      },
    ],
    '/p',
    user,
  );

describe('the analysis menu', () => {
  it('confirms a delete by naming the analysis and the documents that go with it', async () => {
    show(projectDetail({ name: 'Voice of customer', documentCount: 12_345 }));
    fireEvent.click(await screen.findByTestId('project-menu'));
    fireEvent.click(await screen.findByTestId('project-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Voice of customer');
    expect(dialog.textContent).toContain('12,345 documents');
  });

  it("is not offered to an analyst on someone else's analysis", async () => {
    show(projectDetail({ owner: someoneElse }));
    await screen.findByTestId('page');
    expect(screen.queryByTestId('project-menu')).toBeNull();
  });

  it('is offered to a manager on anyone’s analysis', async () => {
    show(projectDetail({ owner: someoneElse }), userWith('MANAGER'));
    expect(await screen.findByTestId('project-menu')).toBeTruthy();
  });
});
