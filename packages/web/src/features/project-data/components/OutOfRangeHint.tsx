import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type DateRange, type SearchRequest } from '@sentio/domain';
import { useDateExtent } from '../api/queries';
import { coveringRange, outsideCount } from '../lib/extent';
import { formatCount } from '../../../shared/format';

interface Props {
  code: string;
  /** The search whose date range holds nothing; its other filters stay. */
  request: SearchRequest;
  /** The reporting zone: the covering range is made of its calendar days. */
  timeZone: string;
  /** Sets the main date range (the caller's own filter transition). */
  onPick: (range: DateRange) => void;
  /** Shown when the documents are not elsewhere in time either, and while asking. */
  fallback: React.ReactNode;
  /** Ask only once the range is known to hold nothing. */
  enabled?: boolean;
}

/**
 * The empty state of a date range that holds nothing while the analysis has matching documents at other dates (an
 * upload of 2015 data under the default year-to-date range): says how many there are and when, and offers the
 * range that covers them in one click. Used by the data tab; exported for the dashboard tab (index.ts).
 */
export function OutOfRangeHint({ code, request, timeZone, onPick, fallback, enabled = true }: Props) {
  const { t, i18n } = useTranslation('projectData');
  const extent = useDateExtent(code, request, enabled);
  const data = extent.data;
  const range = data ? coveringRange(data, timeZone) : null;
  if (!data || !range || outsideCount(data) === 0) return <>{fallback}</>;
  const day = (date: Date) => formatDisplayDate(date, i18n.language, { timeZone });
  const dates = { first: day(range.start), last: day(range.end) };
  return (
    <Empty
      data-testid="out-of-range"
      description={t('outOfRange.text', { n: formatCount(outsideCount(data), i18n.language), ...dates })}
    >
      <Button type="primary" data-testid="out-of-range-show" onClick={() => onPick(range)}>
        {t('outOfRange.show', dates)}
      </Button>
    </Empty>
  );
}
