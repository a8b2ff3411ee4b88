// i18n-namespaces: modelData projectSources (the owners of the sources kit; the locale test checks these keys in both)
import type { ReactNode } from 'react';
import { Card, Col, Empty, Flex, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DialogueView, DocumentContent, EntityText } from '../document/DocumentContent';
import type { EditableTurn } from '../document/DialogueEditor';
import { entityColor, weightScale, type TypedRange, type WeightedSpan } from '../document/spans';

/** The text (or dialogue) that was tested, as the user typed it. */
export interface TestedInput {
  text: string;
  turns: EditableTurn[] | null;
}

export interface TestResultPanelsProps {
  /** The owner's translation namespace; both carry the same `test.*` texts. */
  ns: string;
  input: TestedInput;
  /** The summary line above the panels (predicted labels or sentiment, language…). */
  summary: ReactNode;
  /** The left panel: what was predicted (labels with scores, or categories per model). */
  predictions: ReactNode;
  /** The title over the highlighted words, and the words behind the chosen label or category. */
  spansTitle: string;
  spans: readonly WeightedSpan[];
  /** Whether to say that the chosen prediction has no words behind it. */
  showNoSpans: boolean;
  entities: readonly (TypedRange & { text: string })[];
  masked: string | null;
}

/**
 * What a model or an analysis made of a test text: the owner's summary and predictions, then the words behind the
 * chosen prediction, entities and the masked text (what would be stored when masking is on).
 */
export function TestResultPanels(props: TestResultPanelsProps) {
  const { t } = useTranslation(props.ns);
  const { input, entities, spans } = props;
  return (
    <Flex vertical gap={16} data-testid="test-result">
      <Card size="small">{props.summary}</Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          {props.predictions}
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={props.spansTitle}>
            <DocumentContent
              text={input.text}
              turns={input.turns}
              spans={spans}
              scale={weightScale(spans)}
              testId="test-highlighted"
            />
            {props.showNoSpans && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('test.noSpans')}
              </Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('test.entities')}>
            {entities.length === 0 ? (
              <Empty description={t('test.noEntities')} data-testid="test-no-entities" />
            ) : (
              <Flex vertical gap={12}>
                <div style={{ lineHeight: 2 }} data-testid="test-entity-text">
                  {input.turns ? (
                    <DialogueView
                      turns={input.turns}
                      render={(text, segment) => <EntityText text={text} entities={entities} segment={segment} />}
                    />
                  ) : (
                    <EntityText text={input.text} entities={entities} />
                  )}
                </div>
                <Table
                  size="small"
                  pagination={false}
                  rowKey={(e) => `${e.segment}:${e.start}:${e.type}`}
                  dataSource={[...entities]}
                  data-testid="test-entities"
                  columns={[
                    {
                      title: t('test.entityType'),
                      dataIndex: 'type',
                      render: (type: string) => (
                        <Tag color={entityColor(type)}>{t(`entityType.${type}`, { defaultValue: type })}</Tag>
                      ),
                    },
                    { title: t('test.entityText'), dataIndex: 'text' },
                  ]}
                />
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('test.masked')}>
            {props.masked === null ? (
              <Typography.Text type="secondary">{t('test.notMasked')}</Typography.Text>
            ) : (
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }} data-testid="test-masked">
                {props.masked}
              </pre>
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
