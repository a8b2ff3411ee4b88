import { Card, Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applySidebar, type FilterState, type SearchResponse } from '@sentio/domain';
import { facetFieldNames, isFieldValueSelected, toggleFieldValue } from '../lib/filters';
import { useValueLabel } from './labels';

interface Props {
  state: FilterState;
  facets: SearchResponse['facets'] | undefined;
  onChange: (next: FilterState) => void;
}

/** The facets of the search answer as checkbox lists; a checked value filters on the document's own column. */
export function FacetFilters({ state, facets, onChange }: Props) {
  const { t } = useTranslation('projectData');
  const valueLabel = useValueLabel();
  const shown = (facets ?? []).filter((f) => facetFieldNames[f.key] && f.facetList.length > 0);
  return (
    <Flex vertical gap={8}>
      {shown.map((facet) => {
        const fieldName = facetFieldNames[facet.key] ?? facet.key;
        return (
          <Card key={facet.key} size="small" title={t(`facet.${facet.key}`, { defaultValue: facet.key })}>
            <Flex vertical gap={2}>
              {facet.facetList.map((item) => (
                <Flex key={item._id} gap={6} align="center">
                  <Checkbox
                    data-testid={`facet-${facet.key}-${item._id}`}
                    checked={isFieldValueSelected(state.fieldQueries, fieldName, item._id)}
                    onChange={(e) =>
                      onChange(
                        applySidebar(state, { fieldQueries: toggleFieldValue(state.fieldQueries, fieldName, item._id, e.target.checked) }),
                      )
                    }
                  >
                    {item.name ?? valueLabel(fieldName, item._id)}
                  </Checkbox>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.count}
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
