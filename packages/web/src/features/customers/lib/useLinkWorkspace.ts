import { useEffect, useRef } from 'react';
import { selectedWorkspace } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { useSwitchWorkspace } from '../../workspace';

/**
 * A customer link carries its workspace (`ws`): a key means a customer only within one workspace, so a shared link
 * opened while another workspace is selected switches to the link's one first (our reading of the route's `ws`).
 * `ready` is false until then, so the page does not ask the wrong workspace. A workspace the user is not a member
 * of is reported (`foreign`) and the page reads the selected workspace.
 */
export function useLinkWorkspace(ws: string | null) {
  const user = useAppStore((s) => s.user);
  const current = selectedWorkspace(user)?.code ?? null;
  const target = ws && ws !== current ? (user?.workspaces.find((w) => w.code === ws) ?? null) : null;
  const switchWorkspace = useSwitchWorkspace();
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!target || tried.current === target.code) return;
    tried.current = target.code;
    switchWorkspace.mutate(target.code);
  }, [target, switchWorkspace]);

  return {
    ready: target === null || switchWorkspace.isError,
    switching: target !== null && !switchWorkspace.isError,
    /** The switch failed: the page shows the selected workspace and offers to try again. */
    failed: target !== null && switchWorkspace.isError ? target : null,
    retry: () => target && switchWorkspace.mutate(target.code),
    foreign: Boolean(ws && ws !== current && target === null),
  };
}
