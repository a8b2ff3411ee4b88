import { endpoints, type ModelDetail } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, type Analysis } from '../project-documents/test-support.js';
import { categoryQuery } from '../project-views/test-support.js';
import { refundRule } from '../rules/test-support.js';

export interface TemplateCast {
  owner: SignedInUser;
  analyst: SignedInUser;
  outsider: SignedInUser;
  model: ModelDetail;
  analysis: Analysis;
  /** The ids of what the source analysis shares: a PROJECT widget, a quick filter, a virtual category. */
  widgetId: string;
  quickFilterId: string;
  virtualCategoryId: string;
}

export const sourceDocuments = [
  { id: 's1', text: 'the courier never arrived with my parcel', attributes: { segment: 'gold' } },
  { id: 's2', text: 'I was charged twice on my card this month', attributes: { segment: 'silver' } },
  { id: 's3', text: 'the app crashes when I open the login screen', attributes: { segment: 'gold' } },
];

/**
 * A workspace with a trained and deployed topic model and an analysis over it (channels CALL_CENTER, APP_REVIEW, KIOSK,
 * three attributes) that shares a widget pointing at the model, a quick filter, a virtual category over a category,
 * a rule, a notification definition for a user and a personal widget (which a template leaves out); three documents classified through the JSON ingest.
 */
export async function templateCast(t: TestApp, company: string, code: string): Promise<TemplateCast> {
  const ws = await documentsWorkspace(t, company, { train: true });
  const analysis = await createAnalysis(t, ws.owner, ws.model, code);
  const params = { code };
  // A channel of this workspace only: creating from the template elsewhere makes it there.
  await ws.owner.client.call(endpoints.channelSave, { body: { code: 'KIOSK', name: 'Kiosk', image: 'preset:chart' } });
  await ws.owner.client.call(endpoints.projectPatch, { params, body: { channels: ['CALL_CENTER', 'APP_REVIEW', 'KIOSK'] } });
  const widget = await ws.owner.client.call(endpoints.widgetSave, {
    params,
    body: { kind: 'CATEGORY_DISTRIBUTION', name: 'Topics shared', scope: 'PROJECT', config: { modelCode: ws.model.code } },
  });
  await ws.owner.client.call(endpoints.widgetSave, {
    params,
    body: { kind: 'TIME_TREND', name: 'Mine only', scope: 'USER' },
  });
  const delivery = analysis.categories['Delivery'] ?? '';
  const quickFilter = await ws.owner.client.call(endpoints.bookmarkCreate, {
    params,
    body: { name: 'Gold customers', query: '?q=courier&fq=segment__gold__IN', scope: 'PROJECT' },
  });
  const vc = await ws.owner.client.call(endpoints.virtualCategorySave, {
    params,
    body: {
      name: 'Delivery pain',
      filter: { query: '', fieldQueries: [], categoryQueries: [categoryQuery(ws.model.code, [delivery])] },
    },
  });
  await ws.owner.client.call(endpoints.ruleCreate, { params, body: refundRule() });
  await ws.owner.client.call(endpoints.notificationDefinitionCreate, {
    params,
    body: {
      name: 'Delivery alarm',
      description: 'Late parcels',
      type: 'PERIODIC_REPORT',
      subject: 'Delivery this week',
      thresholdType: 'NPS_BELOW',
      thresholdValue: 0,
      periodType: 'DAILY',
      periodValue: 1,
      repeatHour: 9,
      modelId: ws.model.id,
      categoryId: delivery,
      attribute: 'segment',
      npsField: 'nps',
      receivers: { type: 'USER', values: [ws.owner.userId] },
      charts: [{ type: 'NPS_TREND' }],
    },
  });
  await ws.owner.client.call(endpoints.jsonIngest, {
    params,
    body: { channelCode: 'CALL_CENTER', documents: sourceDocuments },
  });
  return {
    ...ws,
    analysis,
    widgetId: widget.id,
    quickFilterId: quickFilter.id,
    virtualCategoryId: vc.id,
  };
}
