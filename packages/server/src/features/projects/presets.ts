import { documentSortOptions, projectSorts } from '@sentio/domain';

/** Icons an analysis can take without an upload (`preset:{name}`); the web draws them from its own icon set. */
export const presetIcons = ['chart', 'headset', 'cart', 'star', 'message', 'bank', 'plane', 'heart', 'bolt', 'globe'] as const;

/** The colour palette of the wizard; the first is the product's accent and every analysis's default. */
export const presetColors = [
  '#FFD803',
  '#FF6B6B',
  '#F59F00',
  '#51CF66',
  '#20C997',
  '#339AF0',
  '#5C7CFA',
  '#845EF7',
  '#F06595',
  '#868E96',
] as const;

/**
 * Channels every workspace starts with (created on its first channel read). Names are the ones both languages use
 * in practice, so a Turkish and an English team read them the same way.
 */
export const defaultChannels = [
  { code: 'CALL_CENTER', name: 'Call Center', description: 'Calls and call-centre dialogues', image: 'preset:headset' },
  { code: 'APP_REVIEW', name: 'App Review', description: 'Mobile store reviews', image: 'preset:star' },
  { code: 'SURVEY', name: 'Survey', description: 'Survey answers (NPS, CSAT)', image: 'preset:chart' },
  { code: 'EMAIL', name: 'E-mail', description: 'Customer e-mails', image: 'preset:message' },
  { code: 'SOCIAL', name: 'Social Media', description: 'Posts and comments on social media', image: 'preset:globe' },
] as const;

/** Option lists answer value = label: the web translates the code (our reading of "label code"). */
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const iconOptions = () => options(presetIcons);
export const colorOptions = () => options(presetColors);
export const projectSortOptions = () => options(projectSorts);
export const documentSortOptionList = () => options(documentSortOptions);

/** The dates of a document every search can filter by (the search body's searchByDate). */
export const systemDateFields = ['CONTENT_DATE', 'CREATE_DATE', 'LAST_STATUS_UPDATE_DATE'] as const;
