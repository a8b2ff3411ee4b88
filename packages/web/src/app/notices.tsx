import { Button, notification as staticNotification, type App } from 'antd';
import type { ReactNode } from 'react';
import { shellConstants } from '@sentio/domain';

/**
 * Notice helpers (docs/errors.md): error, warning (5 s, optional action button) and success, bottom right.
 * The instance comes from antd's `App` (so notices follow theme, locale and direction); until it is bound
 * — or outside React — the static API is used.
 */
type NotificationInstance = ReturnType<typeof App.useApp>['notification'];
let instance: NotificationInstance = staticNotification;

export function bindNotices(api: NotificationInstance): void {
  instance = api;
}

export interface NoticeArgs {
  title: ReactNode;
  description?: ReactNode;
  /** Same key replaces the visible notice instead of stacking another one. */
  key?: string;
}

export interface WarningArgs extends NoticeArgs {
  action?: { label: ReactNode; onClick: () => void };
}

const base = { placement: shellConstants.notice.placement, duration: shellConstants.notice.durationSeconds } as const;

export const notices = {
  error(args: NoticeArgs): void {
    instance.error({ ...base, ...args, role: 'alert' });
  },
  success(args: NoticeArgs): void {
    instance.success({ ...base, ...args, role: 'status' });
  },
  warning({ action, ...args }: WarningArgs): void {
    const key = args.key ?? `warning-${Date.now()}`;
    instance.warning({
      ...base,
      ...args,
      key,
      duration: shellConstants.notice.warningDurationSeconds,
      role: 'alert',
      actions: action ? (
        <Button
          size="small"
          type="primary"
          onClick={() => {
            action.onClick();
            instance.destroy(key);
          }}
        >
          {action.label}
        </Button>
      ) : undefined,
    });
  },
};
