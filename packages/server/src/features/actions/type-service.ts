import { nameKey, type ActionType, type actionTypeBody } from '@sentio/domain';
import type { z } from 'zod';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { ActionTypeRepository, ActionTypeRow } from './type-repository.js';

type TypeInput = z.output<typeof actionTypeBody>;

/**
 * The workspace's managed list of action types (docs/actions.md): names unique in the workspace (case and spaces
 * folded: ACTION_TYPE_NAME_TAKEN), and a type some action uses cannot be deleted (409 ACTION_TYPE_IN_USE).
 */
export class ActionTypeService {
  constructor(private readonly repo: ActionTypeRepository) {}

  async list(scope: ProjectScope): Promise<ActionType[]> {
    return (await this.repo.list(scope.id)).map(presentType);
  }

  /** The type when it is one of this workspace's (404 ACTION_TYPE_NOT_FOUND otherwise). */
  async require(scope: ProjectScope, id: string): Promise<ActionTypeRow> {
    const row = await this.repo.find(scope.id, id);
    if (!row) throw errors.notFound('ACTION_TYPE_NOT_FOUND');
    return row;
  }

  /** The type when it is this workspace's, else null (an action's `typeId` is checked with this). */
  find(scope: ProjectScope, id: string): Promise<ActionTypeRow | null> {
    return this.repo.find(scope.id, id);
  }

  async create(scope: ProjectScope, input: TypeInput): Promise<ActionType> {
    await this.checkName(scope, input, null);
    const id = await this.write(() => this.repo.insert(scope.id, scope.userId, valuesOf(input)));
    return presentType(await this.require(scope, id));
  }

  async update(scope: ProjectScope, id: string, input: TypeInput): Promise<ActionType> {
    await this.require(scope, id);
    await this.checkName(scope, input, id);
    await this.write(async () => {
      await this.repo.update(scope.id, id, valuesOf(input));
      return id;
    });
    return presentType(await this.require(scope, id));
  }

  async remove(scope: ProjectScope, id: string): Promise<{ ok: true }> {
    const row = await this.require(scope, id);
    if (row.action_count > 0) throw errors.conflict('ACTION_TYPE_IN_USE');
    try {
      await this.repo.delete(scope.id, id);
    } catch (err) {
      // An action took the type between the check and the delete: the foreign key refuses, the same 409.
      if ((err as { code?: unknown }).code === '23503') throw errors.conflict('ACTION_TYPE_IN_USE');
      throw err;
    }
    return { ok: true };
  }

  private async checkName(scope: ProjectScope, input: TypeInput, exceptId: string | null): Promise<void> {
    if (await this.repo.nameTaken(scope.id, nameKey(input.name), exceptId))
      throw errors.badRequest('ACTION_TYPE_NAME_TAKEN', 'name');
  }

  /** A concurrent save of the same name passes the check but not the unique index: the same 400. */
  private async write(work: () => Promise<string>): Promise<string> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.badRequest('ACTION_TYPE_NAME_TAKEN', 'name');
      throw err;
    }
  }
}

const valuesOf = (input: TypeInput) => ({ name: input.name, name_key: nameKey(input.name), color: input.color });

const presentType = (row: ActionTypeRow): ActionType => ({
  id: row.id,
  name: row.name,
  color: row.color,
  actionCount: row.action_count,
  createdAt: row.created_at.toISOString(),
});
