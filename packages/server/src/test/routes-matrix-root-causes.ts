import { buildSearchRequest, createFilterState, rootCauseEndpoints as rc } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };

/** What the routes matrix knows of A's records when the attacks run (read lazily: they are filled in its beforeAll). */
export interface RootCauseTargets {
  projectCode: () => string;
  categoryId: () => string;
  documentId: () => string;
}

/** Well-formed ids standing for A's analysis, topics, root causes, keywords and updates: B reaches none of them. */
const ids = {
  analysis: '00000000-0000-4000-8000-0000000000b1',
  topic: '00000000-0000-4000-8000-0000000000b2',
  otherTopic: '00000000-0000-4000-8000-0000000000b3',
  rootCause: '00000000-0000-4000-8000-0000000000b4',
  keyword: '00000000-0000-4000-8000-0000000000b5',
};

/**
 * The routes matrix's cross-workspace rows of root cause analysis: B's client, with valid requests, aims at A's
 * analysis (its code) and records; every read and write is denied (404 for the analysis of another workspace).
 */
export function rootCauseForeign(x: RootCauseTargets): Record<keyof typeof rc, Row> {
  const code = () => ({ code: x.projectCode() });
  const analysis = () => ({ code: x.projectCode(), id: ids.analysis });
  const topic = () => ({ code: x.projectCode(), id: ids.analysis, topicId: ids.topic });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const rcaBody = () => ({ name: 'Taken by another', categoryIds: [x.categoryId()], dataTypeFilter: 'ALL' as const });
  const page = { page: 0, size: 10 };
  return {
    rcaList: denied((c) => c.request(rc.rcaList, { params: code() })),
    rcaCreate: denied((c) => c.request(rc.rcaCreate, { params: code(), body: rcaBody() })),
    rcaGet: denied((c) => c.request(rc.rcaGet, { params: analysis() })),
    rcaUpdate: denied((c) => c.request(rc.rcaUpdate, { params: analysis(), body: rcaBody() })),
    rcaDelete: denied((c) => c.request(rc.rcaDelete, { params: analysis() })),
    rcaRun: denied((c) => c.request(rc.rcaRun, { params: analysis() })),
    rcaTopicDocuments: denied((c) => c.request(rc.rcaTopicDocuments, { params: topic(), query: page })),
    rcaTopicRename: denied((c) => c.request(rc.rcaTopicRename, { params: topic(), body: { label: 'Renamed' } })),
    rcaTopicMerge: denied((c) =>
      c.request(rc.rcaTopicMerge, { params: analysis(), body: { topicIds: [ids.topic, ids.otherTopic], label: null } }),
    ),
    rcaTopicMove: denied((c) =>
      c.request(rc.rcaTopicMove, {
        params: analysis(),
        body: { documentIds: [x.documentId()], fromTopicId: ids.topic, toTopicId: ids.otherTopic },
      }),
    ),
    rootCauseList: denied((c) => c.request(rc.rootCauseList, { params: code() })),
    rootCauseCreate: denied((c) =>
      c.request(rc.rootCauseCreate, { params: code(), body: { name: 'Cause', topicIds: [ids.topic] } }),
    ),
    rootCauseUpdate: denied((c) => c.request(rc.rootCauseUpdate, { params: code(), body: { id: ids.rootCause, name: 'Cause' } })),
    rootCauseDelete: denied((c) => c.request(rc.rootCauseDelete, { params: code(), query: { id: ids.rootCause } })),
    rootCauseMerge: denied((c) =>
      c.request(rc.rootCauseMerge, { params: code(), body: { targetId: ids.rootCause, sourceIds: [ids.keyword] } }),
    ),
    rootCauseAssign: denied((c) =>
      c.request(rc.rootCauseAssign, { params: code(), body: { rootCauseId: ids.rootCause, topicIds: [ids.topic] } }),
    ),
    abkConfirm: denied((c) => c.request(rc.abkConfirm, { params: { code: x.projectCode(), id: ids.topic } })),
    abkUnconfirm: denied((c) => c.request(rc.abkUnconfirm, { params: { code: x.projectCode(), id: ids.topic } })),
    abkKeywordAdd: denied((c) => c.request(rc.abkKeywordAdd, { params: code(), body: { keyword: 'kargo' } })),
    abkKeywordDelete: denied((c) => c.request(rc.abkKeywordDelete, { params: code(), query: { id: ids.keyword } })),
    abkRequestDelete: denied((c) => c.request(rc.abkRequestDelete, { params: code(), query: { id: ids.keyword } })),
    abkProjectTopics: denied((c) => c.request(rc.abkProjectTopics, { params: code(), query: page })),
    abkAllProjectTopics: denied((c) => c.request(rc.abkAllProjectTopics, { params: code() })),
    abkAlgorithmTypes: denied((c) => c.request(rc.abkAlgorithmTypes, { params: code() })),
    abkDocumentTopics: denied((c) => c.request(rc.abkDocumentTopics, { params: code(), query: { documentId: x.documentId() } })),
    abkConnectKeyword: denied((c) =>
      c.request(rc.abkConnectKeyword, { params: code(), body: { id: ids.keyword, connected: ['kargom'] } }),
    ),
    abkKeywordSearch: denied((c) => c.request(rc.abkKeywordSearch, { params: code(), body: { text: '', page: 0, size: 20 } })),
    abkKeywordSearchIds: denied((c) => c.request(rc.abkKeywordSearchIds, { params: code(), body: { ids: [ids.keyword] } })),
    abkKeywordSave: denied((c) => c.request(rc.abkKeywordSave, { params: code(), body: { keywords: ['kargo'] } })),
    abkParameters: denied((c) => c.request(rc.abkParameters, { params: code() })),
    abkApproveList: denied((c) => c.request(rc.abkApproveList, { params: code(), query: page })),
    abkCategoryTopics: denied((c) => c.request(rc.abkCategoryTopics, { params: code(), query: page })),
    abkCategoryTopicDocuments: denied((c) =>
      c.request(rc.abkCategoryTopicDocuments, { params: code(), query: { topicId: ids.topic, ...page } }),
    ),
    abkTopicPassive: denied((c) => c.request(rc.abkTopicPassive, { params: code(), body: { topicId: ids.topic, passive: true } })),
    abkTopicsToAdd: denied((c) => c.request(rc.abkTopicsToAdd, { params: code(), query: { topicId: ids.topic } })),
    keywordTopicsFacet: denied((c) =>
      c.request(rc.keywordTopicsFacet, {
        params: { code: x.projectCode(), a: ids.analysis, b: 'all' },
        body: buildSearchRequest(createFilterState()),
      }),
    ),
  };
}
