import { Card, Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applySidebar, setRootCauseFilter, type FilterState, type SearchResponse } from '@sentio/domain';
import { facetItems } from '../lib/counts';
import { facetFieldNames, isFieldValueSelected, toggleFieldValue } from '../lib/filters';
import { isRootCauseFacet, rootCauseFacetItems, rootCauseName, rrIdKey, rrIdOf } from '../lib/rootCauses';
import { useValueLabel } from './labels';
import { formatCount } from '../../../shared/format';

interface Props {
  state: FilterState;
  facets: SearchResponse['facets'] | undefined;
  onChange: (next: FilterState) => void;
}

/**
 * The facets of the search answer as checkbox lists; a checked value filters on the document's own column. Each
 * count is under the current filters: the answer lists the analysis's values with zeros, and a selected value the
 * answer lacks is shown at zero (lib/counts.ts).
 */
export function FacetFilters({ state, facets, onChange }: Props) {
  const { t, i18n } = useTranslation('projectData');
  const valueLabel = useValueLabel();
  const shown = (facets ?? []).flatMap((f) => {
    const fieldName = facetFieldNames[f.key];
    const items = fieldName ? facetItems(f, fieldName, state.fieldQueries) : [];
    return fieldName && items.length > 0 ? [{ facet: f, fieldName, items }] : [];
  });
  const rootCauses = (facets ?? []).find((f) => isRootCauseFacet(f.key));
  const rootCauseItems = rootCauses ? rootCauseFacetItems(rootCauses, state.rrId) : [];
  const selectedRootCause = rrIdKey(state.rrId);
  return (
    <Flex vertical gap={8}>
      {rootCauseItems.length > 0 && (
        // One root cause at a time (the search's rrId): ticking another replaces it.
        <Card size="small" title={t('facet.ROOT_CAUSE')} data-testid="facet-ROOT_CAUSE">
          <Flex vertical gap={2}>
            {rootCauseItems.map((item) => {
              const name = rootCauseName({ name: item.name ?? item._id, alias: item.alias ?? { tr: '', en: '' } }, i18n.language);
              return (
                <Flex key={item._id} gap={6} align="center">
                  <Checkbox
                    data-testid={`facet-ROOT_CAUSE-${item._id}`}
                    checked={selectedRootCause === item._id}
                    onChange={(e) =>
                      onChange(setRootCauseFilter(state, { rrId: e.target.checked ? rrIdOf(item._id, name) : null }))
                    }
                  >
                    {name}
                  </Checkbox>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`facet-count-ROOT_CAUSE-${item._id}`}>
                    {formatCount(item.count)}
                  </Typography.Text>
                </Flex>
              );
            })}
          </Flex>
        </Card>
      )}
      {shown.map(({ facet, fieldName, items }) => {
        return (
          <Card key={facet.key} size="small" title={t(`facet.${facet.key}`, { defaultValue: facet.key })}>
            <Flex vertical gap={2}>
              {items.map((item) => (
                <Flex key={item._id} gap={6} align="center">
                  <Checkbox
                    data-testid={`facet-${facet.key}-${item._id}`}
                    checked={isFieldValueSelected(state.fieldQueries, fieldName, item._id)}
                    onChange={(e) =>
                      onChange(
                        applySidebar(state, {
                          fieldQueries: toggleFieldValue(state.fieldQueries, fieldName, item._id, e.target.checked),
                        }),
                      )
                    }
                  >
                    {item.name ?? valueLabel(fieldName, item._id)}
                  </Checkbox>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`facet-count-${facet.key}-${item._id}`}>
                    {formatCount(item.count)}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
