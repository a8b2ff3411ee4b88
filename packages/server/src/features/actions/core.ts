import { transactionPort } from '../../platform/db/transaction.js';
import { CatalogueLoader } from '../project-documents/catalogue.js';
import { CatalogueRepository } from '../project-documents/catalogue-repository.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { ActionListRepository } from './action-list-repository.js';
import { ActionRepository } from './action-repository.js';
import { ActionService } from './action-service.js';
import { EvidenceChecker } from './evidence.js';
import { HistoryRepository } from './history-repository.js';
import { MemberRepository } from './member-repository.js';
import type { ActionNotices } from './notices.js';
import { ActionTypeRepository } from './type-repository.js';
import { ActionTypeService } from './type-service.js';

/** The actions and their types, built over their repositories (the services never see the database). */
export function actionCore(
  deps: ProjectAreaDeps,
  history: HistoryRepository,
  notices: ActionNotices,
): { actions: ActionService; types: ActionTypeService } {
  const repo = new ActionRepository(deps.db);
  const types = new ActionTypeService(new ActionTypeRepository(deps.db));
  const catalogues = new CatalogueLoader(new CatalogueRepository(deps.db), deps.access);
  const actions = new ActionService({
    repo,
    lists: new ActionListRepository(deps.db),
    members: new MemberRepository(deps.db),
    historyRepo: history,
    types,
    evidence: new EvidenceChecker(
      catalogues,
      (workspaceId, projectId, documentId) => repo.documentInProject(workspaceId, projectId, documentId),
      deps.config.timeZone,
    ),
    transaction: transactionPort(deps.db, (trx) => ({ actions: new ActionRepository(trx), history: new HistoryRepository(trx) })),
    notices,
    timeZone: deps.config.timeZone,
  });
  return { actions, types };
}
