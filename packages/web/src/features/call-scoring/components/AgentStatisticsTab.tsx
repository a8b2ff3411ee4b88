import { useCallback, useMemo, useState } from 'react';
import { Alert, DatePicker, Flex, Segmented, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { useAgents, useScoringSetup } from '../api/queries';
import { agentFilter, readState, views, writeState, type TabState, type View } from '../lib/url';
import { AgentDetailView } from './agents/AgentDetailView';
import { AgentsView } from './agents/AgentsView';
import { CallDrawer } from './call/CallDrawer';
import { CallsView } from './calls/CallsView';
import { HistoryView } from './history/HistoryView';
import { RescorePanel } from './setup/RescorePanel';
import { RulesEditor } from './setup/RulesEditor';
import { ScriptForm } from './setup/ScriptForm';

/** Views that read the range (the header's picker); the others are the set-up and its history. */
const ranged = new Set<View>(['agents', 'calls']);

/**
 * The `agentStatistics` tab of an analysis (docs/call-scoring.md): every call scored, every agent measured. Its views —
 * agents (and one agent), calls, rules, script, re-scoring, history — and their filters live in the tab's own URL
 * parameters, so a link reopens the same screen; the call drawer is the `call` parameter. Re-scoring is for managers;
 * the rules and the script are read-only for everyone else.
 */
export function AgentStatisticsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('callScoring');
  const code = project.code;
  const canManage = accessOf(useAppStore((s) => s.user)).projectManage;
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const [params, setParams] = useSearchParams();
  // One "now" per visit: the default range must not move under the user while the tab is open.
  const [now] = useState(() => new Date());
  const state = useMemo(() => readState(params, now, timeZone), [params, now, timeZone]);
  const write = useCallback(
    (patch: Partial<TabState>, replace = false) => setParams(writeState({ ...state, ...patch }), { replace }),
    [setParams, state],
  );
  const filter = useMemo(() => agentFilter(state, timeZone), [state, timeZone]);
  // The agents feed the agents view and the calls view's agent picker.
  const agents = useAgents(code, filter);
  const shown = views.filter((v) => canManage || v !== 'rescore');
  const view = shown.includes(state.view) ? state.view : 'agents';

  return (
    <Flex vertical gap={12} data-testid="agent-statistics-tab">
      {project.dataType !== 'DIALOGUE' && (
        <Alert type="info" showIcon title={t('notDialogue')} data-testid="agent-statistics-not-dialogue" />
      )}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<View>
          data-testid="agent-statistics-views"
          value={view}
          onChange={(next) => write({ view: next, agent: null, page: 0 })}
          options={shown.map((v) => ({ value: v, label: <span data-testid={`view-${v}`}>{t(`views.${v}`)}</span> }))}
        />
        {ranged.has(view) && (
          <Flex gap={8} align="center">
            <Typography.Text type="secondary">{t('range.label')}</Typography.Text>
            <DatePicker.RangePicker
              data-testid="agent-statistics-range"
              allowClear={false}
              value={[dayjs(state.from), dayjs(state.to)]}
              onChange={(values) => {
                const [a, b] = values ?? [];
                if (a && b) write({ from: a.format('YYYY-MM-DD'), to: b.format('YYYY-MM-DD'), page: 0 });
              }}
            />
          </Flex>
        )}
      </Flex>
      {view === 'agents' &&
        (state.agent ? (
          <AgentDetailView
            code={code}
            agentId={state.agent}
            filter={filter}
            onBack={() => write({ agent: null })}
            onOpenCall={(row) => write({ call: row.documentId })}
          />
        ) : (
          <AgentsView list={agents} onOpen={(a) => write({ agent: a.agentId })} />
        ))}
      {view === 'calls' && <CallsView project={project} state={state} agents={agents.data?.agents ?? []} write={write} />}
      {(view === 'rules' || view === 'script') && (
        <SetupView code={code} view={view} canManage={canManage} onRescore={() => write({ view: 'rescore' })} />
      )}
      {view === 'rescore' && <RescorePanel code={code} from={state.from} to={state.to} />}
      {view === 'history' && <HistoryView code={code} />}
      {state.call && <CallDrawer code={code} documentId={state.call} onClose={() => write({ call: null })} />}
    </Flex>
  );
}

function SetupView(props: { code: string; view: 'rules' | 'script'; canManage: boolean; onRescore: () => void }) {
  const setup = useScoringSetup(props.code);
  if (setup.isError) return <LoadError error={setup.error} onRetry={() => void setup.refetch()} testId="setup-error" />;
  if (!setup.data) return <Loading />;
  // The editors take the setup once: after their own save they load what the server answered (the new version).
  return props.view === 'rules' ? (
    <RulesEditor code={props.code} setup={setup.data} canManage={props.canManage} onRescore={props.onRescore} />
  ) : (
    <ScriptForm code={props.code} setup={setup.data} canManage={props.canManage} onRescore={props.onRescore} />
  );
}
