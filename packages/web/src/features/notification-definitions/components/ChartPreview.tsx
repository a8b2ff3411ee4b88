import type { NotificationChartType } from '@sentio/domain';

const stroke = '#1677ff';
const muted = '#bfbfbf';

/** A line through points given as 0…1 heights, left to right, in a 60×32 box. */
const line = (ys: number[]) =>
  ys.map((y, i) => `${i === 0 ? 'M' : 'L'}${(i * 56) / (ys.length - 1) + 2},${30 - y * 26}`).join(' ');

/**
 * A sketch of what each chart of the mail looks like (not data: the mail's charts are drawn by the server from the
 * period's documents). Cheap inline SVG, so the picker needs no chart library.
 */
export function ChartPreview({ type }: { type: NotificationChartType }) {
  return (
    <svg width={60} height={32} viewBox="0 0 60 32" aria-hidden data-testid={`nd-chart-preview-${type}`}>
      {type === 'NPS_TREND' && (
        <>
          <path d={line([0.4, 0.5, 0.45, 0.6, 0.55, 0.7, 0.75])} fill="none" stroke={stroke} strokeWidth={2} />
          <path
            d={line([0.35, 0.4, 0.38, 0.42, 0.4, 0.45, 0.44])}
            fill="none"
            stroke={muted}
            strokeWidth={1.5}
            strokeDasharray="3 2"
          />
        </>
      )}
      {type === 'VOLUME_TREND' && (
        <path
          d={`${line([0.2, 0.45, 0.3, 0.6, 0.5, 0.8, 0.65])} L58,30 L2,30 Z`}
          fill="#bae0ff"
          stroke={stroke}
          strokeWidth={1.5}
        />
      )}
      {type === 'CATEGORY_TREND' && (
        <>
          <path d={line([0.7, 0.65, 0.75, 0.6, 0.7, 0.8, 0.85])} fill="none" stroke={stroke} strokeWidth={1.5} />
          <path d={line([0.4, 0.45, 0.35, 0.5, 0.45, 0.4, 0.5])} fill="none" stroke="#fa8c16" strokeWidth={1.5} />
          <path d={line([0.15, 0.2, 0.25, 0.2, 0.3, 0.25, 0.2])} fill="none" stroke="#52c41a" strokeWidth={1.5} />
        </>
      )}
      {type === 'SENTIMENT_SHARE' && (
        <>
          <rect x={2} y={12} width={30} height={8} fill="#52c41a" />
          <rect x={32} y={12} width={12} height={8} fill={muted} />
          <rect x={44} y={12} width={14} height={8} fill="#ff4d4f" />
        </>
      )}
      {type === 'TOP_CATEGORIES' &&
        [50, 38, 28, 18].map((w, i) => (
          <rect key={w} x={2} y={2 + i * 8} width={w} height={5} fill={stroke} opacity={1 - i * 0.18} />
        ))}
      {type === 'CUSTOMER_INSIGHT' &&
        [0.5, 0.9, 0.35, 0.7, 0.55].map((h, i) => (
          <rect key={i} x={4 + i * 11} y={30 - h * 26} width={7} height={h * 26} fill={i === 1 ? '#ff4d4f' : stroke} />
        ))}
    </svg>
  );
}
