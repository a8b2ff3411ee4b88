import { useState } from 'react';
import { Alert, Button, Divider, Drawer, Flex, Form, Input, Space, Statistic, Typography } from 'antd';
import { MessageOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { askBody, assistantLimits, type SearchRequest } from '@sentio/domain';
import { hasPermission } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { zodRule } from '../../../app/forms';
import { useAppStore } from '../../../app/store/appStore';
import { formatCount } from '../../../shared/format';
import { useAiStatus } from '../../ai-provider';
import { isActive, useAsk, useAssistant, useRunAssistant } from '../api/hooks';
import { AiOff } from './AiOff';
import { AnswerCard } from './AnswerCard';

interface Props {
  code: string;
  /** The data tab's search over its current filter state. */
  request: SearchRequest;
  onOpenDocument: (documentId: string) => void;
}

/** The analysis's assistant run over the same filter: "Run on current filter". */
function RunOnFilter({ code, request }: { code: string; request: SearchRequest }) {
  const { t } = useTranslation('assistants');
  const target = { kind: 'PROJECT' as const, code };
  const assistant = useAssistant(target);
  const run = useRunAssistant(target);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  if (!assistant.data) return null;
  const busy = isActive(assistant.data.lastRun);
  return (
    <Flex vertical gap={8} data-testid="ask-run-assistant">
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Text type="secondary">
        {t('ask.runHint', { subject: assistant.data.subject, count: assistant.data.documentCount })}
      </Typography.Text>
      <Space wrap>
        <Button
          icon={<PlayCircleOutlined />}
          loading={run.isPending}
          disabled={busy}
          onClick={() => {
            setOutcome(null);
            run.mutate(
              { filter: request },
              {
                onSuccess: () => setOutcome({ ok: true, text: t('ask.runQueued') }),
                onError: (e) => {
                  const api = apiErrorOf(e);
                  setOutcome({ ok: false, text: api ? apiErrorText(t, api) : t('run.failed') });
                },
              },
            );
          }}
          data-testid="ask-run-on-filter"
        >
          {t('ask.runOnFilter')}
        </Button>
        <Link to={`?tab=assistant`} data-testid="ask-go-to-assistant">
          {t('ask.goToAssistant')}
        </Link>
      </Space>
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} data-testid="ask-run-outcome" />}
    </Flex>
  );
}

/**
 * "Ask your data" on the data tab: a question over the documents of the current filter. The answer cites documents
 * (each opens in the drawer) and says how many documents match, as counted by the search itself.
 */
export function AskYourDataButton({ code, request, onOpenDocument }: Props) {
  const { t } = useTranslation('assistants');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ question: string }>();
  const status = useAiStatus({ enabled: open });
  const ask = useAsk(code);
  const canManage = useAppStore((s) => hasPermission(s.user, 'PROJECT/MANAGE'));
  const off = status.data !== undefined && !status.data.enabled;
  const error = ask.error ? apiErrorOf(ask.error) : null;

  return (
    <>
      <Button icon={<MessageOutlined />} onClick={() => setOpen(true)} data-testid="ask-open">
        {t('ask.open')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} size="large" title={t('ask.title')} destroyOnHidden>
        <Flex vertical gap={16} data-testid="ask-drawer">
          {off ? (
            <AiOff />
          ) : (
            <>
              <Typography.Paragraph type="secondary">{t('ask.intro')}</Typography.Paragraph>
              <Form
                form={form}
                layout="vertical"
                initialValues={{ question: ask.variables?.question ?? '' }}
                onFinish={({ question }) => ask.mutate({ question, filter: request })}
                data-testid="ask-form"
              >
                <Form.Item name="question" label={t('ask.question')} rules={[zodRule(askBody.shape.question, t)]}>
                  <Input.TextArea
                    rows={3}
                    maxLength={assistantLimits.questionLength}
                    showCount
                    data-testid="ask-question"
                    autoFocus
                  />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={ask.isPending} data-testid="ask-submit">
                  {t('ask.submit')}
                </Button>
              </Form>
              {ask.isError && (
                <Alert type="error" showIcon title={error ? apiErrorText(t, error) : t('ask.failed')} data-testid="ask-error" />
              )}
              {ask.data && !ask.isPending && (
                <>
                  <Space size={32} wrap>
                    <Statistic title={t('ask.matchingTitle')} value={formatCount(ask.data.matching)} data-testid="ask-matching" />
                    <Statistic title={t('ask.usedTitle')} value={formatCount(ask.data.used)} />
                    <Statistic title={t('ask.tokens')} value={formatCount(ask.data.tokensUsed)} />
                  </Space>
                  <Typography.Text strong data-testid="ask-matching-text">
                    {t('ask.matching', { count: ask.data.matching })}
                  </Typography.Text>
                  <AnswerCard
                    text={ask.data.answer}
                    citations={ask.data.citations}
                    // The document drawer is the data tab's: this one steps aside (its answer stays for the next open).
                    onOpenDocument={(id) => {
                      setOpen(false);
                      onOpenDocument(id);
                    }}
                    testId="ask-answer"
                  />
                </>
              )}
              {canManage && <RunOnFilter code={code} request={request} />}
            </>
          )}
        </Flex>
      </Drawer>
    </>
  );
}
