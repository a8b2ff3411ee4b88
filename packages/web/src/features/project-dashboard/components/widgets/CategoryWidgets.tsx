import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CategoryStat, WidgetData } from '@sentio/domain';
import { formatCount, formatDelta, formatShare } from '../../lib/format';
import { barStyle, ChangeText, DivergingBar, colors, DrillTarget, SignificanceMarker, type DrillProps } from './parts';

type Data<K extends WidgetData['kind']> = Extract<WidgetData, { kind: K }>;
type Props<K extends WidgetData['kind']> = DrillProps & { data: Data<K> };

/** Categories in tree order (a parent, then its leaves), each with its index among `categories`. */
export function treeOrder(categories: readonly CategoryStat[]): { index: number; depth: number }[] {
  const ids = new Set(categories.map((c) => c.categoryId));
  const children = new Map<string | null, number[]>();
  categories.forEach((c, index) => {
    const parent = c.parentId !== null && ids.has(c.parentId) ? c.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), index]);
  });
  const out: { index: number; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => (categories[b]?.count ?? 0) - (categories[a]?.count ?? 0));
    for (const index of list) {
      out.push({ index, depth });
      const id = categories[index]?.categoryId;
      if (id !== undefined && depth < 8) walk(id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Category distribution: a clickable bar per category (leaves under their parent), and the top 5 positive and negative. */
export function CategoryDistributionWidget({ data, kind, elements, onDrill }: Props<'CATEGORY_DISTRIBUTION'>) {
  const { t, i18n } = useTranslation('dashboard');
  const max = Math.max(1, ...data.categories.map((c) => c.count));
  const indexOf = new Map(data.categories.map((c, i) => [c.categoryId, i]));
  const top = (title: string, list: readonly CategoryStat[], testId: string, share: (c: CategoryStat) => number) =>
    list.length > 0 && (
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 160 }} data-testid={testId}>
        <Typography.Text strong>{title}</Typography.Text>
        {list.map((c) => {
          const index = indexOf.get(c.categoryId);
          return (
            <Typography.Link key={c.categoryId} onClick={() => index !== undefined && onDrill(index)}>
              {c.name} ({formatShare(share(c), i18n.language)})
            </Typography.Link>
          );
        })}
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      <Flex vertical gap={4}>
        {treeOrder(data.categories).map(({ index, depth }) => {
          const c = data.categories[index];
          if (!c) return null;
          return (
            <DrillTarget key={c.categoryId} kind={kind} index={index} element={elements[index]} onDrill={onDrill}>
              <Flex align="center" gap={8} style={{ paddingLeft: depth * 16 }}>
                <Typography.Text ellipsis style={{ width: 140, flexShrink: 0 }}>
                  {c.name}
                </Typography.Text>
                <span style={{ flex: 1 }}>
                  <span style={barStyle((c.count / max) * 100, depth === 0 ? colors.main : '#69b1ff')} />
                </span>
                <Typography.Text type="secondary" style={{ width: 90, textAlign: 'right' }}>
                  {formatCount(c.count, i18n.language)} · {formatShare(c.share, i18n.language)}
                </Typography.Text>
              </Flex>
            </DrillTarget>
          );
        })}
      </Flex>
      <Flex gap={16} wrap>
        {top(t('category.topPositive'), data.topPositive, 'widget-top-positive', (c) => c.positive / Math.max(c.count, 1))}
        {top(t('category.topNegative'), data.topNegative, 'widget-top-negative', (c) => c.negative / Math.max(c.count, 1))}
      </Flex>
    </Flex>
  );
}

/** Category comparison: the share in the main and the comparison period, the change in points and its significance. */
export function CategoryComparisonWidget({ data, kind, elements, onDrill }: Props<'CATEGORY_COMPARISON'>) {
  const { t } = useTranslation('dashboard');
  const max = Math.max(0.0001, ...data.rows.flatMap((r) => [r.mainShare, r.comparisonShare]));
  return (
    <Flex vertical gap={6}>
      <Flex gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <span style={{ ...barStyle(100, colors.main), display: 'inline-block', width: 10 }} /> {t('series.main')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <span style={{ ...barStyle(100, colors.comparison), display: 'inline-block', width: 10 }} /> {t('series.comparison')}
        </Typography.Text>
      </Flex>
      {data.rows.map((r, index) => {
        // The comparison bars follow the main rows among the elements (when the widget has a comparison range).
        const at = index + data.rows.length;
        const main = (children: React.ReactNode, withTestId: boolean) => (
          <DrillTarget
            kind={kind}
            index={index}
            element={elements[index]}
            onDrill={onDrill}
            withTestId={withTestId}
            style={{ display: 'block' }}
          >
            {children}
          </DrillTarget>
        );
        const comparisonBar = <span style={barStyle((r.comparisonShare / max) * 100, colors.comparison)} />;
        return (
          <Flex key={r.categoryId} align="center" gap={8}>
            <span style={{ width: 140, flexShrink: 0 }}>
              {main(
                <Typography.Text ellipsis style={{ width: 140 }}>
                  {r.name}
                </Typography.Text>,
                true,
              )}
            </span>
            <Flex vertical gap={2} style={{ flex: 1 }}>
              {main(<span style={barStyle((r.mainShare / max) * 100, colors.main)} />, false)}
              {elements[at] ? (
                <DrillTarget kind={kind} index={at} element={elements[at]} onDrill={onDrill} style={{ display: 'block' }}>
                  {comparisonBar}
                </DrillTarget>
              ) : (
                comparisonBar
              )}
            </Flex>
            <Typography.Text type="secondary" style={{ width: 110, textAlign: 'right' }}>
              {r.main} / {r.comparison}
            </Typography.Text>
            <span style={{ width: 70, textAlign: 'right' }}>
              <ChangeText change={r.change} unit={` ${t('change.points')}`} />
            </span>
          </Flex>
        );
      })}
    </Flex>
  );
}

/** Impact: diverging bars around zero, how much each category moves the overall score. */
export function ImpactWidget({ data, kind, elements, onDrill }: Props<'IMPACT'>) {
  const { i18n } = useTranslation('dashboard');
  const max = Math.max(0.0001, ...data.rows.map((r) => Math.abs(r.impact ?? 0)));
  return (
    <Flex vertical gap={4}>
      {data.rows.map((r, index) => {
        return (
          <DrillTarget key={r.categoryId} kind={kind} index={index} element={elements[index]} onDrill={onDrill}>
            <Flex align="center" gap={8}>
              <Typography.Text ellipsis style={{ width: 140, flexShrink: 0 }}>
                {r.name}
              </Typography.Text>
              <DivergingBar value={r.impact ?? 0} max={max} />
              <span style={{ width: 70, textAlign: 'right' }}>
                {formatDelta(r.impact, i18n.language)}
                {r.change.significant && <SignificanceMarker />}
              </span>
            </Flex>
          </DrillTarget>
        );
      })}
    </Flex>
  );
}

/** Category × channel: a heat table, each cell opening the documents of that category in that channel. */
export function CategoryChannelWidget({ data, kind, elements, onDrill }: Props<'CATEGORY_CHANNEL'>) {
  const max = Math.max(1, ...data.rows.flatMap((r) => r.cells.map((c) => c.count)));
  let index = -1;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th />
            {data.channels.map((c) => (
              <th key={c.code} style={{ fontWeight: 500, padding: 4 }}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => {
            const byChannel = new Map(r.cells.map((c) => [c.channelCode, c]));
            const indexes = new Map(r.cells.map((c) => [c.channelCode, ++index]));
            return (
              <tr key={r.categoryId}>
                <td style={{ padding: 4 }}>{r.name}</td>
                {data.channels.map((ch) => {
                  const cell = byChannel.get(ch.code);
                  const at = indexes.get(ch.code);
                  const alpha = cell ? 0.1 + (cell.count / max) * 0.8 : 0;
                  return (
                    <td
                      key={ch.code}
                      style={{ padding: 0, textAlign: 'center', background: `rgba(22,119,255,${alpha.toFixed(2)})` }}
                    >
                      {cell && at !== undefined ? (
                        <DrillTarget
                          kind={kind}
                          index={at}
                          element={elements[at]}
                          onDrill={onDrill}
                          style={{ display: 'block', padding: 4 }}
                        >
                          {cell.count}
                        </DrillTarget>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
