import type { Channel, channelBody } from '@sentio/domain';
import type { z } from 'zod';
import { AppError, errors } from '../../platform/errors.js';
import type { ChannelRepository, ChannelRow } from './channel-repository.js';
import { defaultChannels } from './presets.js';
import type { ProjectScope } from './project-access.js';

const present = (row: ChannelRow, usage: Map<string, number>): Channel => ({
  code: row.code,
  name: row.name,
  description: row.description,
  image: row.image,
  usage: usage.get(row.code) ?? 0,
});

/** The workspace's channels: where documents come from; analyses pick some, models list the ones they support. */
export class ChannelService {
  /** Workspaces already given their defaults by this process, so reads skip the insert. */
  private readonly seeded = new Set<string>();

  constructor(private readonly repo: ChannelRepository) {}

  /**
   * A workspace that has no channel yet gets the five defaults. Deleted defaults stay deleted once the workspace
   * has any channel: the defaults are a start, not a fixed set.
   */
  async ensureDefaults(workspaceId: string): Promise<void> {
    if (this.seeded.has(workspaceId)) return;
    await seedDefaults(this.repo, workspaceId);
    this.seeded.add(workspaceId);
  }

  async list(scope: ProjectScope): Promise<Channel[]> {
    await this.ensureDefaults(scope.id);
    const [rows, usage] = await Promise.all([this.repo.list(scope.id), this.repo.usage(scope.id)]);
    return rows.map((r) => present(r, usage));
  }

  /** Codes of the workspace's channels (defaults included). */
  async codes(workspaceId: string): Promise<Set<string>> {
    await this.ensureDefaults(workspaceId);
    return this.repo.codes(workspaceId);
  }

  async save(scope: ProjectScope, body: z.output<typeof channelBody>): Promise<Channel> {
    await this.ensureDefaults(scope.id);
    if (body.image !== null && !/^(preset:[a-z-]+|file:[0-9a-f-]{36})$/.test(body.image))
      throw errors.badRequest('FIELD_INVALID', 'image');
    const row = await this.repo.upsert(scope.id, body);
    return present(row, await this.repo.usage(scope.id));
  }

  async delete(scope: ProjectScope, code: string): Promise<void> {
    const known = await this.codes(scope.id);
    if (!known.has(code)) throw errors.notFound();
    const usage = await this.repo.usageOf(scope.id, code);
    if (usage.projects + usage.models > 0) {
      throw new AppError(409, 'ConflictException', 'CHANNEL_IN_USE', {
        message: `This channel is used in ${usage.projects} analyses and ${usage.models} models and cannot be deleted.`,
        data: usage,
      });
    }
    await this.repo.delete(scope.id, code);
  }

  /**
   * Copies channels an analysis uses into another workspace (a moved analysis keeps its channels). `repo` is the
   * caller's transaction's channel repository: the copy lands with the move or not at all.
   */
  async copyTo(repo: ChannelRepository, fromWorkspaceId: string, toWorkspaceId: string, codes: readonly string[]): Promise<void> {
    await seedDefaults(repo, toWorkspaceId);
    const source = (await repo.list(fromWorkspaceId)).filter((c) => codes.includes(c.code));
    await repo.insertMissing(
      toWorkspaceId,
      source.map((c) => ({ code: c.code, name: c.name, description: c.description, image: c.image })),
    );
  }
}

async function seedDefaults(repo: ChannelRepository, workspaceId: string): Promise<void> {
  const existing = await repo.list(workspaceId);
  if (existing.length === 0) await repo.insertMissing(workspaceId, defaultChannels);
}
