import { Button, Card, List, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Citation } from '@sentio/domain';

interface Props {
  text: string;
  citations: (Citation & { snippet?: string })[];
  /** Opens the cited document in the analysis's document drawer; absent (model pages) shows the quotes only. */
  onOpenDocument?: (documentId: string) => void;
  extra?: React.ReactNode;
  testId?: string;
}

/** An answer of the assistant with the documents it cites: each citation opens its document. */
export function AnswerCard({ text, citations, onOpenDocument, extra, testId = 'assistant-answer' }: Props) {
  const { t } = useTranslation('assistants');
  return (
    <Card size="small" title={t('answer.title')} extra={extra} data-testid={testId}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid={`${testId}-text`}>
        {text}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('answer.citations', { count: citations.length })}</Typography.Text>
      <List
        size="small"
        dataSource={citations}
        data-testid={`${testId}-citations`}
        renderItem={(c, i) => (
          <List.Item
            key={`${c.documentId}-${i}`}
            actions={
              onOpenDocument
                ? [
                    <Button
                      key="open"
                      type="link"
                      size="small"
                      icon={<FileTextOutlined />}
                      onClick={() => onOpenDocument(c.documentId)}
                      data-testid="assistant-citation-open"
                    >
                      {t('answer.open')}
                    </Button>,
                  ]
                : []
            }
          >
            <Typography.Text italic data-testid="assistant-citation">
              [{i + 1}] “{c.quote}”{c.snippet ? <Typography.Text type="secondary"> — {c.snippet}</Typography.Text> : null}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
