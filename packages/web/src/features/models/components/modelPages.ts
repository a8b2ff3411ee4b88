import { modelIsTrainable, type ModelDetail } from '@sentio/domain';
import type { Access } from '../../../app/access';

/** The pages of one model, in menu order; each lives at `/model/<page>/:id`. */
export const modelMenuPages = [
  'data',
  'training',
  'data-upload',
  'statistics',
  'test',
  'categories',
  'settings',
  'pipeline',
  'make-public',
] as const;
export type ModelMenuPage = (typeof modelMenuPages)[number];

/** Pages reached from a menu page (upload steps); the shell highlights the menu page they belong to. */
export const modelSubPages = {
  'columns-preview': 'data-upload',
  'match-columns': 'data-upload',
  'json-upload': 'data-upload',
  'private-source': 'data-upload',
  'package-upload': 'data-upload',
} as const satisfies Record<string, ModelMenuPage>;
export type ModelPage = ModelMenuPage | keyof typeof modelSubPages;

export const modelPagePath = (page: ModelMenuPage, id: string): string => `/model/${page}/${encodeURIComponent(id)}`;

export const activeMenuPage = (page: ModelPage): ModelMenuPage =>
  page in modelSubPages ? modelSubPages[page as keyof typeof modelSubPages] : (page as ModelMenuPage);

/**
 * Which menu pages this user sees for this model: uploads and publication need MODEL/MANAGE; training and statistics
 * exist only for trainable models (named-entity models run patterns instead).
 */
export function visibleModelPages(model: Pick<ModelDetail, 'senseType'>, access: Access): ModelMenuPage[] {
  const trainable = modelIsTrainable(model.senseType);
  return modelMenuPages.filter((page) => {
    if ((page === 'training' || page === 'statistics') && !trainable) return false;
    if ((page === 'data-upload' || page === 'make-public') && !access.modelManage) return false;
    return true;
  });
}
