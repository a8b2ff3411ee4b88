import type { CorrectiveAction, CorrectiveActionBody } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { ProjectScope } from '../projects/project-access.js';
import { historyExcerpt, type ActionLookup, type CollaborationPorts } from './collaboration-ports.js';
import { presentCorrective } from './collaboration-presenter.js';

/**
 * Corrective and regulator actions (docs/actions.md): what was done about the action's cause, at least 10
 * characters (the contract's schema answers ACTION_TEXT_TOO_SHORT), who realised it (a workspace member) and when.
 */
export class CorrectiveService {
  constructor(
    private readonly ports: CollaborationPorts,
    private readonly actions: ActionLookup,
  ) {}

  async list(scope: ProjectScope, id: string): Promise<CorrectiveAction[]> {
    await this.actions.require(scope, id);
    return (await this.ports.correctives.list(id)).map(presentCorrective);
  }

  async add(scope: ProjectScope, id: string, body: CorrectiveActionBody): Promise<CorrectiveAction> {
    await this.actions.require(scope, id);
    const kind = body.kind ?? 'CORRECTIVE';
    const text = body.text.trim();
    const realisedBy = body.realisedById ?? null;
    if (realisedBy && (await this.ports.members.members(scope.id, [realisedBy])).length === 0)
      throw errors.badRequest('ACTION_USER_NOT_MEMBER', 'realisedById');
    const createdId = await this.ports.transaction(async (w) => {
      const created = await w.correctives.add({
        actionId: id,
        kind,
        text,
        realisedBy,
        realisedAt: body.realisedAt ? new Date(body.realisedAt) : null,
        createdBy: scope.userId,
      });
      await w.history.add([
        {
          actionId: id,
          userId: scope.userId,
          field: 'correctiveAction',
          oldValue: null,
          newValue: `${kind}: ${historyExcerpt(text)}`,
        },
      ]);
      return created;
    });
    const row = await this.ports.correctives.byId(id, createdId);
    if (!row) throw errors.notFound('ACTION_NOT_FOUND');
    return presentCorrective(row);
  }
}
