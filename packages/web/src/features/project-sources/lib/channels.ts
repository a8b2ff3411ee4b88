import type { Channel, ProjectDetail } from '@sentio/domain';

export interface ChannelOption {
  code: string;
  name: string;
}

/**
 * The channels an upload can name: the analysis's own channels, or every channel of the workspace when the analysis
 * has a proxy channel (rows of a channel it does not list are then kept under the proxy). Names come from the
 * workspace's channels; a code the list does not know shows as itself.
 */
export function uploadChannels(
  project: Pick<ProjectDetail, 'channels' | 'proxyChannel'>,
  workspace: readonly Pick<Channel, 'code' | 'name'>[],
): ChannelOption[] {
  const names = new Map(workspace.map((c) => [c.code, c.name]));
  const codes = project.proxyChannel ? [...new Set([...project.channels, ...workspace.map((c) => c.code)])] : project.channels;
  return codes.map((code) => ({ code, name: names.get(code) ?? code }));
}

/** The channel picked before the user chooses: the only one there is, else none. */
export const defaultChannel = (options: readonly ChannelOption[]): string | null =>
  options.length === 1 ? options[0]!.code : null;
