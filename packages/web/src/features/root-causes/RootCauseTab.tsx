import { useSearchParams } from 'react-router';
import type { ProjectDetail } from '@sentio/domain';
import { accessOf } from '../../app/access';
import { useAppStore } from '../../app/store/appStore';
import { AnalysisDetail } from './components/AnalysisDetail';
import { AnalysisList } from './components/AnalysisList';

/**
 * The `rootCauseAnalysis` tab (docs/root-causes.md): the analyses, and one of them (`rca=<id>` in the URL, so a link
 * or Back reopens it) with its topics, the pending approval list and the root causes.
 */
export function RootCauseTab({ project }: { project: ProjectDetail }) {
  const [params, setParams] = useSearchParams();
  const canManage = accessOf(useAppStore((s) => s.user)).projectManage;
  const open = params.get('rca');
  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('rca');
      else next.set('rca', id);
      return next;
    });
  return open ? (
    <AnalysisDetail key={open} project={project} analysisId={open} canManage={canManage} onBack={() => select(null)} />
  ) : (
    <AnalysisList project={project} canManage={canManage} onOpen={select} />
  );
}
