import { Drawer, Flex, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterState, ProjectDetail } from '@sentio/domain';
import { hasPermission } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError } from '../../../shared/query/QueryState';
import { CreateActionFromFilter } from '../../actions';
import { DocumentCustomerLink } from '../../customers';
import { useDocument } from '../api/queries';
import { DocumentActions, type DocumentPermissions } from './DocumentActions';
import { DocumentBody } from './DocumentBody';
import { DocumentHistory, DocumentNotes } from './DocumentNotes';
import { DocumentRootCauses } from './DocumentRootCauses';

interface Props {
  project: ProjectDetail;
  documentId: string | null;
  timeZone: string;
  can: DocumentPermissions;
  onClose: () => void;
  /** Lists the documents of one root cause or topic (the drawer closes). */
  onRootCauseFilter: (change: { rrId: string } | { topic: string }) => void;
  /** The list's filter: an action made from this document keeps it as its evidence (with the document). */
  filter?: FilterState;
  /** Lists the documents with one entity (type and value); the drawer closes. */
  onEntityFilter?: (type: string, value: string) => void;
}

/** One document with its actions, root causes, notes and history; open while the URL carries `doc=<id>`. */
export function DocumentDrawer({ project, documentId, timeZone, can, onClose, onRootCauseFilter, filter, onEntityFilter }: Props) {
  const { t } = useTranslation('projectData');
  const canAct = useAppStore((s) => hasPermission(s.user, 'ACTION/MANAGE'));
  const document = useDocument(project.code, documentId);
  const modelName = (code: string) => project.models.find((m) => m.code === code)?.name ?? code;
  return (
    <Drawer open={documentId !== null} onClose={onClose} size="large" title={t('drawer.title')} destroyOnHidden>
      <div data-testid="document-drawer">
        {document.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
        {document.isError && <LoadError error={document.error} onRetry={() => void document.refetch()} />}
        {document.data && (
          <Flex vertical gap={16}>
            <DocumentActions project={project} document={document.data} can={can} onTrashed={onClose} />
            {canAct && filter && (
              <Flex>
                <CreateActionFromFilter
                  projectCode={project.code}
                  state={filter}
                  documentId={document.data.id}
                  defaultName={document.data.content.replace(/\s+/g, ' ').trim().slice(0, 80)}
                  size="small"
                  testId="create-action-document"
                />
              </Flex>
            )}
            <DocumentCustomerLink customerKey={document.data.customerKey} />
            <DocumentBody
              document={document.data}
              timeZone={timeZone}
              modelName={modelName}
              {...(onEntityFilter ? { onEntityFilter } : {})}
            />
            <DocumentRootCauses code={project.code} documentId={document.data.id} onFilter={onRootCauseFilter} />
            <Tabs
              items={[
                {
                  key: 'notes',
                  label: t('drawer.notes'),
                  children: <DocumentNotes code={project.code} document={document.data} timeZone={timeZone} canAdd={can.mark} />,
                },
                {
                  key: 'history',
                  label: t('drawer.history'),
                  children: <DocumentHistory code={project.code} id={document.data.id} timeZone={timeZone} />,
                },
              ]}
            />
          </Flex>
        )}
      </div>
    </Drawer>
  );
}
