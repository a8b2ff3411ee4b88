import { useCallback, useMemo } from 'react';
import { useChannels } from './queries';
import { useProject } from './useProject';

/**
 * `(code) => the channel's name`: documents, analyses and dashboards carry channel codes (APP_REVIEW), the workspace's
 * channel list has their names. Until the list has loaded, or for a channel deleted since, the code is shown.
 */
export function useChannelName(): (code: string | null | undefined) => string {
  const channels = useChannels();
  const names = useMemo(() => new Map((channels.data ?? []).map((c) => [c.code, c.name])), [channels.data]);
  return useCallback((code) => (code ? (names.get(code) ?? code) : '—'), [names]);
}

/**
 * `(modelCode) => the model's name` in an analysis (from its already loaded detail): documents and counts carry model
 * codes, which are not what a user named the model.
 */
export function useModelName(projectCode: string): (modelCode: string) => string {
  const project = useProject(projectCode);
  const names = useMemo(() => new Map((project.data?.models ?? []).map((m) => [m.code, m.name])), [project.data]);
  return useCallback((modelCode) => names.get(modelCode) ?? modelCode, [names]);
}
