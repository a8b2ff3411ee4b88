import { useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, Rule } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError } from '../../../shared/query/QueryState';
import { useDeleteRule, useRunRule, useSetRuleEnabled } from '../api/mutations';
import { useCategoryTree, usePeople, useRules } from '../api/queries';
import { failureText } from '../../../app/api/messages';
import { RuleForm } from './RuleForm';
import { RuleHistoryDrawer } from './RuleHistoryDrawer';
import { RuleTable } from './RuleTable';

/**
 * The `rules` tab of an analysis (docs/rules.md): what the product does by itself to each incoming document. Readers
 * see the rules, their runs and history; managers create, edit, switch, run and delete them.
 */
export function RulesTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('rules');
  const code = project.code;
  const canManage = accessOf(useAppStore((s) => s.user)).projectManage;
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const rules = useRules(code);
  const tree = useCategoryTree(code);
  const people = usePeople();
  const toggle = useSetRuleEnabled(code);
  const run = useRunRule(code);
  const remove = useDeleteRule(code);
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [history, setHistory] = useState<Rule | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (e: unknown) => setProblem(failureText(t, e, 'RULES_SAVE_FAILED'));
  const act =
    <T,>(mutate: (input: T, options: { onError: (e: unknown) => void }) => void) =>
    (input: T) => {
      setProblem(null);
      mutate(input, { onError });
    };

  if (rules.isError) return <LoadError error={rules.error} onRetry={() => void rules.refetch()} testId="rules-error" />;
  return (
    <Card
      title={t('list.title')}
      data-testid="rules-tab"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="rule-new">
            {t('list.new')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary" data-testid="rules-intro">
        {t('list.intro', { timeZone })}
      </Typography.Paragraph>
      {problem && (
        <Alert
          type="error"
          showIcon
          closable
          title={problem}
          onClose={() => setProblem(null)}
          data-testid="rules-problem"
          style={{ marginBottom: 12 }}
        />
      )}
      <RuleTable
        rules={rules.data ?? []}
        loading={rules.isLoading}
        catalog={{ project, tree: tree.data ?? [] }}
        canManage={canManage}
        personName={(id) => people.data?.find((p) => p.id === id)?.name ?? id}
        onEdit={setEditing}
        onHistory={setHistory}
        onToggle={(rule, enabled) => act(toggle.mutate)({ rule, enabled })}
        onRun={(rule) => act(run.mutate)(rule.id)}
        onDelete={(rule) => act(remove.mutate)(rule.id)}
      />
      {editing !== null && (
        <RuleForm project={project} rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {history !== null && <RuleHistoryDrawer project={project} rule={history} onClose={() => setHistory(null)} />}
    </Card>
  );
}
