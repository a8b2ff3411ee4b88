import { endpoints, fillPath, type Source } from '@sentio/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/query/QueryState';
import { SourcesTable as SourcesKitTable } from '../../../shared/sources/SourcesTable';
import { useDeleteSource } from '../api/mutations';
import { useSources } from '../api/queries';

/**
 * The model's uploads: the sources kit's table over the model's endpoints, with a preview of each file's columns.
 * An imported upload can be deleted too, with the documents it brought (not while it imports).
 */
export function SourcesTable({ modelId, canManage }: { modelId: string; canManage: boolean }) {
  const { t } = useTranslation('modelData');
  const sources = useSources(modelId);
  const remove = useDeleteSource(modelId);

  if (sources.isError) return <LoadError error={sources.error} onRetry={() => void sources.refetch()} />;
  return (
    <SourcesKitTable<Source>
      ns="modelData"
      testId="sources-table"
      sources={sources.data ?? []}
      loading={sources.isPending}
      canManage={canManage}
      failedRowsHref={(s) => fillPath(endpoints.modelSourceFailedRows.path, { id: modelId, sourceId: s.id })}
      matchHref={(s) => `/model/match-columns/${modelId}/${s.id}`}
      previewHref={(s) => `/model/columns-preview/${modelId}/${s.id}`}
      onDelete={(s) => remove.mutate(s.id)}
      canDelete={(s) => s.status !== 'IMPORTING' && s.status !== 'UPLOADING'}
      deleteConfirm={(s) =>
        s.status === 'IMPORTED' ? t('sources.deleteImportedConfirm', { count: s.successCount }) : t('sources.deleteConfirm')
      }
    />
  );
}
