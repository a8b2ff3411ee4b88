import { describe, expect, it } from 'vitest';
import type { ChannelRepository, ChannelRow } from './channel-repository.js';
import { ChannelService } from './channel-service.js';
import { defaultChannels } from './presets.js';

type Channel = { code: string; name: string; description: string; image: string | null };

/** Channels per workspace in memory, with the calls that read the list counted. */
function memoryChannels(initial: Record<string, Channel[]> = {}) {
  const byWorkspace = new Map(Object.entries(initial).map(([w, list]) => [w, [...list]]));
  let lists = 0;
  const repo = {
    list: (w: string) => {
      lists += 1;
      return Promise.resolve((byWorkspace.get(w) ?? []).map((c) => ({ ...c, workspace_id: w }) as unknown as ChannelRow));
    },
    codes: (w: string) => Promise.resolve(new Set((byWorkspace.get(w) ?? []).map((c) => c.code))),
    insertMissing: (w: string, channels: readonly Channel[]) => {
      const list = byWorkspace.get(w) ?? [];
      for (const c of channels) if (!list.some((e) => e.code === c.code)) list.push({ ...c });
      byWorkspace.set(w, list);
      return Promise.resolve();
    },
  };
  return { repo: repo as unknown as ChannelRepository, byWorkspace, lists: () => lists };
}

const own: Channel = { code: 'KIOSK', name: 'Kiosk', description: 'Store kiosks', image: null };

describe('ChannelService', () => {
  it('gives a workspace without channels the defaults once, and leaves a workspace with channels alone', async () => {
    const store = memoryChannels({ custom: [own] });
    const service = new ChannelService(store.repo);
    expect([...(await service.codes('fresh'))].sort()).toEqual(defaultChannels.map((c) => c.code).sort());
    const afterFirst = store.lists();
    await service.codes('fresh');
    expect(store.lists()).toBe(afterFirst);
    expect([...(await service.codes('custom'))]).toEqual(['KIOSK']);
  });

  it("copies the named channels into the target through the caller's repository, keeping the target's own", async () => {
    const shared = memoryChannels({
      from: [own, { ...own, code: 'EMAIL', name: 'E-mail' }],
      to: [{ ...own, name: 'Our kiosk' }],
    });
    const service = new ChannelService(memoryChannels().repo);
    await service.copyTo(shared.repo, 'from', 'to', ['KIOSK', 'EMAIL']);
    expect(shared.byWorkspace.get('to')?.map((c) => [c.code, c.name])).toEqual([
      ['KIOSK', 'Our kiosk'],
      ['EMAIL', 'E-mail'],
    ]);
  });
});
