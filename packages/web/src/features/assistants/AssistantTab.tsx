import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProjectDetail } from '@sentio/domain';
import { hasPermission } from '../../app/access';
import { useAppStore } from '../../app/store/appStore';
import { DocumentDrawer, useCategoryTree, useFilterUrl } from '../project-data';
import { AssistantPanel } from './components/AssistantPanel';
import { categoryPicker } from './lib/form';

/**
 * The `assistant` tab of an analysis (docs/assistants.md): its assistant, runs, suggestions to review and answers.
 * Documents (a suggestion's, a citation's) open in the data tab's drawer, here, through the same `doc` parameter.
 */
export function AssistantTab({ project }: { project: ProjectDetail }) {
  const user = useAppStore((s) => s.user);
  const { documentId, openDocument, timeZone } = useFilterUrl();
  const [, setParams] = useSearchParams();
  const tree = useCategoryTree(project.code);
  const categories = useMemo(() => categoryPicker(tree.data ?? []), [tree.data]);
  const names = useMemo(
    () => new Map((tree.data ?? []).flatMap((m) => m.categories.map((c) => [c.id, `${m.modelName}: ${c.path}`] as const))),
    [tree.data],
  );
  const target = useMemo(() => ({ kind: 'PROJECT' as const, code: project.code }), [project.code]);
  const can = { mark: hasPermission(user, 'DOCUMENT/MARK'), approve: hasPermission(user, 'DOCUMENT/APPROVE') };
  return (
    <div data-testid="assistant-tab">
      <AssistantPanel
        target={target}
        canManage={hasPermission(user, 'PROJECT/MANAGE')}
        canDecide={can.mark}
        categories={categories}
        categoriesLoading={tree.isLoading}
        categoryName={(id) => names.get(id) ?? id}
        onOpenDocument={openDocument}
      />
      <DocumentDrawer
        project={project}
        documentId={documentId}
        timeZone={timeZone}
        can={can}
        onClose={() => openDocument(null)}
        // A root cause or topic picked in the drawer lists its documents: that list is the data tab's.
        onRootCauseFilter={(change) => setParams(new URLSearchParams({ tab: 'project_data', ...change }))}
      />
    </div>
  );
}
