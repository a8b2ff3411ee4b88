import { rootCauseEndpoints as e } from '@sentio/domain';
import { transactionPort } from '../../platform/db/transaction.js';
import type { Db } from '../../platform/db/database.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { KeywordRepository } from './keyword-repository.js';
import { KeywordService } from './keyword-service.js';
import { RootCauseRepository } from './root-cause-repository.js';
import { RootCauseService } from './root-cause-service.js';
import { TopicEditRepository } from './topic-edit-repository.js';
import { TopicEditService } from './topic-edit-service.js';
import { TopicUpdateRepository } from './topic-update-repository.js';
import { TopicUpdateService, type RcaRepos } from './topic-update-service.js';

export interface RootCauseServices {
  rootCauses: RootCauseService;
  updates: TopicUpdateService;
  topicEdits: TopicEditService;
  keywords: KeywordService;
}

const repos = (db: Db): RcaRepos => ({
  rootCauses: new RootCauseRepository(db),
  topics: new TopicEditRepository(db),
  updates: new TopicUpdateRepository(db),
});

/** Root causes: confirm topics (background updates with undo), merge, assign, keywords (docs/root-causes.md). */
export function rootCausePart(deps: ProjectAreaDeps): { routes: RouteDef[]; services: RootCauseServices } {
  const { db, access } = deps;
  const transaction = transactionPort(db, repos);
  const updates = new TopicUpdateService(repos(db), transaction, access, deps.jobs);
  deps.jobs.register(updates.job);
  const rootCauses = new RootCauseService(repos(db), transaction, access, updates);
  const topicEdits = new TopicEditService(repos(db), transaction, access, updates);
  const keywords = new KeywordService(
    new KeywordRepository(db),
    transactionPort(db, (tx) => new KeywordRepository(tx)),
    access,
  );
  return {
    routes: [
      route(e.rcaTopicMerge, ({ auth, params, body }) => topicEdits.merge(s(auth), params.code, params.id, body)),
      route(e.rcaTopicMove, ({ auth, params, body }) => topicEdits.move(s(auth), params.code, params.id, body)),
      route(e.abkTopicPassive, ({ auth, params, body }) => topicEdits.passive(s(auth), params.code, body)),
      route(e.rootCauseList, ({ auth, params }) => rootCauses.list(s(auth), params.code)),
      route(e.rootCauseCreate, ({ auth, params, body }) => rootCauses.create(s(auth), params.code, body)),
      route(e.rootCauseUpdate, ({ auth, params, body }) => rootCauses.update(s(auth), params.code, body)),
      route(e.rootCauseDelete, ({ auth, params, query }) => rootCauses.delete(s(auth), params.code, query.id)),
      route(e.rootCauseMerge, ({ auth, params, body }) => rootCauses.merge(s(auth), params.code, body)),
      route(e.rootCauseAssign, ({ auth, params, body }) => rootCauses.assign(s(auth), params.code, body)),
      route(e.abkConfirm, ({ auth, params }) => rootCauses.confirm(s(auth), params.code, params.id)),
      route(e.abkUnconfirm, ({ auth, params }) => rootCauses.unconfirm(s(auth), params.code, params.id)),
      route(e.abkRequestDelete, ({ auth, params, query }) => updates.cancel(s(auth), params.code, query.id)),
      route(e.abkKeywordAdd, ({ auth, params, body }) => keywords.add(s(auth), params.code, body)),
      route(e.abkKeywordDelete, ({ auth, params, query }) => keywords.delete(s(auth), params.code, query.id)),
      route(e.abkKeywordSearch, ({ auth, params, body }) => keywords.search(s(auth), params.code, body)),
      route(e.abkKeywordSearchIds, ({ auth, params, body }) => keywords.byIds(s(auth), params.code, body.ids)),
      route(e.abkKeywordSave, ({ auth, params, body }) => keywords.save(s(auth), params.code, body)),
      route(e.abkConnectKeyword, ({ auth, params, body }) => keywords.connect(s(auth), params.code, body)),
    ],
    services: { rootCauses, updates, topicEdits, keywords },
  };
}
