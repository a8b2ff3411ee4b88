import { useMemo } from 'react';
import type { ModelDetail } from '@sentio/domain';
import { accessOf, hasPermission } from '../../app/access';
import { useAppStore } from '../../app/store/appStore';
import { AssistantPanel } from './components/AssistantPanel';

/**
 * The assistant of a model without a category tree (a model with one has its trained classifier instead): the same
 * panel as an analysis's, over the model's documents; confirmed proposals become the model's first categories.
 */
export function ModelAssistantSection({ model }: { model: ModelDetail }) {
  const user = useAppStore((s) => s.user);
  const target = useMemo(() => ({ kind: 'MODEL' as const, id: model.id }), [model.id]);
  return <AssistantPanel target={target} canManage={accessOf(user).modelManage} canDecide={hasPermission(user, 'MODEL/LABEL')} />;
}

/** Whether a model may have an assistant: only while it has no category tree. */
export const modelTakesAssistant = (model: Pick<ModelDetail, 'categoryCount'>): boolean => model.categoryCount === 0;
