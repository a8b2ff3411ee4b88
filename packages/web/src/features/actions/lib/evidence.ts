// i18n-namespaces: actionForm (the `t` it is given is that namespace's; the locale test checks these keys there)
import type { TFunction } from 'i18next';
import { encodeFilters, type ActionEvidence, type ActionEvidenceBody, type FieldValue, type FilterState } from '@sentio/domain';

/*
 * What an action came from (docs/actions.md): an analysis and its filter, kept as the analysis URL's filter query
 * so "show documents" opens exactly those documents again. Paging, the tab and the `acid` name are screen state,
 * not part of the slice, so they are left out.
 */

const screenParams = ['page', 'size', 'tab', 'acid'] as const;

/** The filter query string of a filter state without paging, tab and `acid` (the stored evidence filter). */
export function evidenceFilter(state: FilterState, timeZone: string): string {
  const params = encodeFilters(state, { timeZone });
  for (const name of screenParams) params.delete(name);
  return params.toString();
}

/** The evidence of an action made from an analysis screen: its filter, a label in words, the document when one. */
export function evidenceOf(
  projectCode: string,
  state: FilterState,
  label: string,
  timeZone: string,
  documentId?: string | null,
): ActionEvidenceBody {
  return { projectCode, filter: evidenceFilter(state, timeZone), label: label.slice(0, 300), documentId: documentId ?? null };
}

/**
 * Where "show documents" goes: the analysis's data tab under the evidence filter; `acid` names the action in the
 * breadcrumb (the search never reads it).
 */
export function showDocumentsUrl(evidence: Pick<ActionEvidence, 'projectCode' | 'filter'>, actionId: string): string {
  const params = new URLSearchParams(evidence.filter);
  for (const name of screenParams) params.delete(name);
  params.set('tab', 'project_data');
  params.set('acid', actionId);
  return `/project/detail/${encodeURIComponent(evidence.projectCode)}?${params.toString()}`;
}

const valueText = (value: FieldValue): string => {
  if (value.minValue !== undefined) return `${value.key === 'GT' ? '>' : '≥'} ${value.minValue}`;
  if (value.maxValue !== undefined) return `${value.key === 'LT' ? '<' : '≤'} ${value.maxValue}`;
  return value.key;
};

/**
 * The filter in words, e.g. "Category: Delivery · Sentiment: negative": selected categories (with their sentiment),
 * field filters, root cause, topic and search text. Dates are left out: the effect measures its own windows. `t`
 * is the actionForm namespace's.
 */
export function evidenceLabel(state: FilterState, t: TFunction): string {
  const parts: string[] = [];
  const categories = state.categoryQueries.flatMap((q) =>
    q.ids.map((id) =>
      id.sentiment ? `${id.name} (${t(`common:sentiment.${id.sentiment}`, { defaultValue: id.sentiment })})` : id.name,
    ),
  );
  if (categories.length > 0) parts.push(`${t('label.category')}: ${categories.join(', ')}`);
  for (const q of state.fieldQueries) {
    if (q.fieldName === 'sentiment' || q.fieldName === 'SENTIMENT') {
      const values = q.values.map((v) => t(`common:sentiment.${v.key}`, { defaultValue: v.key }));
      parts.push(`${t('label.sentiment')}: ${values.join(', ')}`);
      continue;
    }
    const values = q.operand === 'EXISTS' ? t('label.exists') : q.values.map(valueText).join(', ');
    parts.push(`${t(`label.fields.${q.fieldName}`, { defaultValue: q.fieldName })}: ${values}`);
  }
  if (state.rrId) {
    const at = state.rrId.indexOf('|');
    parts.push(`${t('label.rootCause')}: ${at < 0 ? state.rrId : state.rrId.slice(at + 1)}`);
  }
  if (state.topic) parts.push(`${t('label.topic')}: ${state.topic}`);
  if (state.query.trim() !== '') parts.push(`${t('label.search')}: ${state.query.trim()}`);
  return parts.length > 0 ? parts.join(' · ') : t('label.all');
}
