import { useState } from 'react';
import { Flex, Segmented, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  CorrelationAxisKind,
  CorrelationCell,
  CorrelationItem,
  CorrelationNumericType,
  CorrelationResult,
} from '@sentio/domain';
import { useLabelName } from '../../../../shared/names/labels';
import { formatCount, formatNumber, formatPercent } from '../../../../shared/format';
import { useChannelName } from '../../../projects';
import { cellColour, defaultShown, textColour, type ColourBy } from '../../lib/correlation';

interface Props {
  result: CorrelationResult;
  numericType: CorrelationNumericType;
  xKind: CorrelationAxisKind;
  yKind: CorrelationAxisKind;
  onCellClick: (cell: CorrelationCell) => void;
}

/** An item's display name: sentiment labels translated, channels by their name, the rest as the server named them. */
function useItemName() {
  const labelName = useLabelName();
  const channelName = useChannelName();
  return (kind: CorrelationAxisKind, item: CorrelationItem) =>
    kind === 'SENTIMENT' ? labelName(item.key) : kind === 'CHANNEL' ? channelName(item.key) : item.name;
}

/**
 * The correlation heat-map (docs/reports.md): x items across, y items down, each cell the documents carrying both
 * (or that share of the x item's documents), coloured by lift or by the adjusted residual — blue where the pair
 * comes together more often than chance, red where less. The tooltip gives every figure; a click opens the cell's
 * documents in the data tab.
 */
export function HeatMap({ result, numericType, xKind, yKind, onCellClick }: Props) {
  const { t } = useTranslation('reports');
  const itemName = useItemName();
  const [shown, setShown] = useState<'count' | 'percent'>(defaultShown(numericType));
  const [colourBy, setColourBy] = useState<ColourBy>('lift');
  const cells = new Map(result.cells.map((c) => [`${c.x}\u0000${c.y}`, c]));
  const value = (cell: CorrelationCell) => (shown === 'count' ? formatCount(cell.count) : formatPercent(cell.percent / 100));

  return (
    <Flex vertical gap={8} data-testid="correlation-heatmap">
      <Flex gap={16} wrap align="center">
        <Segmented<'count' | 'percent'>
          data-testid="heatmap-shown"
          aria-label={t('heatmap.shown')}
          value={shown}
          onChange={setShown}
          options={(['count', 'percent'] as const).map((v) => ({ value: v, label: t(`heatmap.${v}`) }))}
        />
        <Segmented<ColourBy>
          data-testid="heatmap-colour"
          aria-label={t('heatmap.colourBy')}
          value={colourBy}
          onChange={setColourBy}
          options={(['lift', 'residual'] as const).map((v) => ({ value: v, label: t(`heatmap.by.${v}`) }))}
        />
        <Typography.Text type="secondary">{t(`heatmap.legend.${colourBy}`)}</Typography.Text>
      </Flex>
      <div style={{ overflow: 'auto', maxHeight: 640 }}>
        <table aria-label={t('heatmap.label')} style={{ borderCollapse: 'collapse', fontSize: 12 }}>
          <thead>
            <tr>
              <th scope="col" style={{ position: 'sticky', left: 0, background: 'inherit' }}>
                <Typography.Text type="secondary">{t('heatmap.corner')}</Typography.Text>
              </th>
              {result.xItems.map((x) => (
                <th key={x.key} scope="col" style={{ padding: 4, minWidth: 64, fontWeight: 500, verticalAlign: 'bottom' }}>
                  {itemName(xKind, x)}
                  <div>
                    <Typography.Text type="secondary">{formatCount(x.count)}</Typography.Text>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.yItems.map((y, yi) => (
              <tr key={y.key}>
                <th scope="row" style={{ padding: 4, textAlign: 'left', fontWeight: 500, whiteSpace: 'nowrap' }}>
                  {itemName(yKind, y)} <Typography.Text type="secondary">({formatCount(y.count)})</Typography.Text>
                </th>
                {result.xItems.map((x, xi) => {
                  const cell = cells.get(`${x.key}\u0000${y.key}`);
                  if (!cell) return <td key={x.key} />;
                  const background = cellColour(cell, colourBy);
                  const names = { x: itemName(xKind, x), y: itemName(yKind, y) };
                  return (
                    <td key={x.key} style={{ padding: 1 }}>
                      <Tooltip title={<CellFigures cell={cell} names={names} />}>
                        <button
                          type="button"
                          data-testid={`heatmap-cell-${xi}-${yi}`}
                          aria-label={t('heatmap.cellLabel', { ...names, count: cell.count })}
                          onClick={() => onCellClick(cell)}
                          style={{
                            width: '100%',
                            minWidth: 64,
                            height: 32,
                            border: cell.significant ? '2px solid rgba(0, 0, 0, 0.45)' : '1px solid rgba(0, 0, 0, 0.06)',
                            background,
                            color: textColour(background),
                            cursor: 'pointer',
                          }}
                        >
                          {value(cell)}
                        </button>
                      </Tooltip>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography.Text type="secondary" data-testid="heatmap-total">
        {t('heatmap.total', { total: result.total, documents: result.documentCount })}
      </Typography.Text>
    </Flex>
  );
}

function CellFigures({ cell, names }: { cell: CorrelationCell; names: { x: string; y: string } }) {
  const { t } = useTranslation('reports');
  const rows: [string, string][] = [
    [t('heatmap.figures.count'), formatCount(cell.count)],
    [t('heatmap.figures.percent'), formatPercent(cell.percent / 100)],
    [t('heatmap.figures.expected'), formatNumber(cell.expected, { maxDigits: 1 })],
    [t('heatmap.figures.lift'), formatNumber(cell.lift, { digits: 2 })],
    [t('heatmap.figures.residual'), formatNumber(cell.residual, { digits: 2 })],
  ];
  return (
    <div data-testid="heatmap-tooltip">
      <div style={{ fontWeight: 600 }}>
        {names.x} × {names.y}
      </div>
      {rows.map(([label, text]) => (
        <div key={label}>
          {label}: {text}
        </div>
      ))}
      {cell.significant && <div>{t('heatmap.figures.significant')}</div>}
    </div>
  );
}
