import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { decideErrorAction, type ErrorDecision } from './errorPolicy';
import type { ApiRequestError } from './errors';
import { messageText } from './messages';
import { notices } from '../notices';
import { clearLocalSession, isLogoutRequested } from '../session';
import { useAppStore } from '../store/appStore';

export interface ErrorHandlerDeps {
  navigate: (to: string) => unknown;
  getQueryClient: () => QueryClient;
  t: TFunction;
  production?: boolean;
}

function showNotice(decision: Extract<ErrorDecision, { kind: 'notice' }>, deps: ErrorHandlerDeps): void {
  const { t } = deps;
  const title = t(`errors:notice.${decision.notice}`);
  const description = decision.detail
    ? messageText(t, decision.detail.messageCode, decision.detail.message)
    : decision.notice === 'warning'
      ? t('errors:notice.warningGeneric')
      : undefined;
  // One notice per kind and code: ten queries failing together must not stack ten identical notices.
  const key = `${decision.notice}:${decision.detail?.messageCode ?? ''}`;
  if (decision.notice === 'upgradePackage') {
    notices.warning({
      key,
      title,
      description,
      action: { label: t('errors:notice.seePackages'), onClick: () => void deps.navigate('/packages') },
    });
  } else if (decision.level === 'warning') {
    notices.warning({ key, title, description });
  } else {
    notices.error({ key, title, description });
  }
}

/** Carries out the policy's decision: notice, result screen, logout or redirect. */
export function createApiErrorHandler(deps: ErrorHandlerDeps) {
  return (error: ApiRequestError): void => {
    const decision = decideErrorAction(error.body, {
      currentPath: window.location.pathname + window.location.search,
      production: deps.production ?? import.meta.env.PROD,
      logoutRequested: isLogoutRequested(),
    });
    switch (decision.kind) {
      case 'notice':
        showNotice(decision, deps);
        if (decision.navigateTo) void deps.navigate(decision.navigateTo);
        return;
      case 'result':
        useAppStore.getState().setBlockingResult({ kind: decision.result, data: decision.data });
        return;
      case 'logout': {
        const wasSignedIn = useAppStore.getState().user !== null;
        clearLocalSession();
        // Dropped after the current callback so the failing query finishes settling first.
        setTimeout(() => deps.getQueryClient().clear(), 0);
        if (wasSignedIn) notices.warning({ key: 'session', title: deps.t('errors:codes.AUTH_SESSION_REQUIRED') });
        if (!window.location.pathname.startsWith('/login')) void deps.navigate(decision.navigateTo);
        return;
      }
    }
  };
}
