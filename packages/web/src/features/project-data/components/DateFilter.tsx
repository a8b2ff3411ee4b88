import { DatePicker, Flex, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  comparisonPresets,
  displayDateFormat,
  presetRange,
  sameRange,
  searchByDates,
  setComparisonRange,
  setDateRange,
  shellConstants,
  tabBehaviour,
  type FilterState,
  type MaybeDateRange,
  type SearchByDate,
} from '@sentio/domain';
import { fromPicker, toPicker } from '../lib/dates';

const presetCodes: readonly string[] = [...shellConstants.quickPeriods, ...shellConstants.lastPeriods];
const CUSTOM = 'CUSTOM';

interface Props {
  state: FilterState;
  timeZone: string;
  onChange: (next: FilterState) => void;
  /** Injected in tests; the real clock otherwise. */
  now?: () => Date;
  /** Offer the date the range applies to (off where only content dates count, e.g. first-call resolution). */
  searchByDate?: boolean;
}

/**
 * Main range (a preset or a custom range), the date it applies to, and the comparison range. Every change goes
 * through the domain transitions, which ignore an invalid or unchanged range.
 */
export function DateFilter({ state, timeZone, onChange, now = () => new Date(), searchByDate = true }: Props) {
  const { t, i18n } = useTranslation('projectData');
  const clock = { now: now(), timeZone, language: i18n.language };
  const main: MaybeDateRange = { start: state.startDate, end: state.endDate };
  const comparison: MaybeDateRange = { start: state.comparisonStartDate, end: state.comparisonEndDate };
  const format = displayDateFormat(i18n.language);
  const current = presetCodes.find((code) => sameRange(presetRange(code, clock), main)) ?? CUSTOM;
  const comparing = state.comparisonStartDate !== null && state.comparisonEndDate !== null;
  const presets = comparisonPresets(main, clock);
  const comparisonCode = presets.find((p) => sameRange(p.range, comparison))?.code ?? CUSTOM;
  const offered = tabBehaviour(state.tab).comparisonOffered;

  const pickRange = (range: MaybeDateRange) => onChange(setDateRange(state, range, { timeZone }));

  return (
    <Flex gap={8} wrap align="center">
      <Select
        data-testid="date-period-select"
        aria-label={t('date.period')}
        style={{ minWidth: 170 }}
        value={current}
        virtual={false}
        onChange={(code: string) => code !== CUSTOM && pickRange(presetRange(code, clock) ?? main)}
        options={[
          { label: t('date.quick'), options: shellConstants.quickPeriods.map((code) => ({ value: code, label: t(`period.${code}`) })) },
          { label: t('date.last'), options: shellConstants.lastPeriods.map((code) => ({ value: code, label: t(`period.${code}`) })) },
          { value: CUSTOM, label: t('period.CUSTOM') },
        ]}
      />
      <span data-testid="date-range-picker">
        <DatePicker.RangePicker
          allowClear={false}
          format={format}
          value={state.startDate && state.endDate ? [toPicker(state.startDate, timeZone), toPicker(state.endDate, timeZone)] : null}
          onChange={(values) => {
            const [start, end] = values ?? [];
            if (start && end) pickRange({ start: fromPicker(start, timeZone, false), end: fromPicker(end, timeZone, true) });
          }}
        />
      </span>
      {searchByDate && (
        <Select
          data-testid="searchbydate-select"
          aria-label={t('date.searchByDate')}
          style={{ minWidth: 170 }}
          value={state.searchByDate ?? 'CONTENT_DATE'}
          onChange={(value: SearchByDate) => onChange({ ...state, searchByDate: value, page: 0, widget: true })}
          options={searchByDates.map((value) => ({ value, label: t(`searchByDate.${value}`) }))}
        />
      )}
      {offered && (
        <Flex gap={6} align="center">
          <Switch
            data-testid="comparison-toggle"
            size="small"
            checked={comparing}
            onChange={(on) => {
              const first = presets.find((p) => !p.disabled);
              onChange(setComparisonRange(state, on ? (first?.range ?? null) : null, { timeZone }));
            }}
          />
          <Typography.Text>{t('date.compare')}</Typography.Text>
          {comparing && (
            <Select
              data-testid="comparison-select"
              aria-label={t('date.compare')}
              style={{ minWidth: 170 }}
              value={comparisonCode}
              virtual={false}
              onChange={(code: string) => {
                const preset = presets.find((p) => p.code === code);
                if (preset && !preset.disabled) onChange(setComparisonRange(state, preset.range, { timeZone }));
              }}
              options={[
                ...presets.map((p) => ({ value: p.code, label: t(`period.${p.code}`), disabled: p.disabled })),
                { value: CUSTOM, label: t('period.CUSTOM'), disabled: true },
              ]}
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}
