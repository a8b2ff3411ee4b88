import type { Action } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { ActionLookup, CollaborationPorts } from './collaboration-ports.js';

/**
 * Followers of an action (docs/actions.md): workspace members who hear of its changes and notes. Adding and
 * removing answer the action as it is now and write a `follower` history entry with the person's name.
 */
export class FollowerService {
  constructor(
    private readonly ports: CollaborationPorts,
    private readonly actions: ActionLookup,
  ) {}

  async add(scope: ProjectScope, id: string, userId: string): Promise<Action> {
    await this.actions.require(scope, id);
    const [member] = await this.ports.members.members(scope.id, [userId]);
    if (!member) throw errors.badRequest('ACTION_USER_NOT_MEMBER', 'userId');
    await this.ports.transaction(async (w) => {
      if (!(await w.followers.add(id, userId))) throw errors.badRequest('USER_DUPLICATE', 'userId');
      await w.history.add([{ actionId: id, userId: scope.userId, field: 'follower', oldValue: null, newValue: member.name }]);
    });
    return this.actions.get(scope, id);
  }

  /**
   * Removing someone who does not follow (any more) answers the action unchanged, without a history entry: the
   * caller wanted them not to follow, and that is so — two people removing the same follower both succeed.
   */
  async remove(scope: ProjectScope, id: string, userId: string): Promise<Action> {
    await this.actions.require(scope, id);
    await this.ports.transaction(async (w) => {
      const removed = await w.followers.remove(id, userId);
      if (!removed) return;
      await w.history.add([{ actionId: id, userId: scope.userId, field: 'follower', oldValue: removed.name, newValue: null }]);
    });
    return this.actions.get(scope, id);
  }
}
