import { Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notificationDefinitionPeriods, type NotificationDefinitionPeriod } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { hasRepeatHour, repeatDayKind, type DefinitionValues } from '../lib/form';
import { hourText, weekdayName } from '../lib/schedule';

const hours = Array.from({ length: 24 }, (_, h) => h);
const monthDays = Array.from({ length: 28 }, (_, d) => d + 1);
const weekdays = [1, 2, 3, 4, 5, 6, 7];

/**
 * Period, "every N", the repeat day (a weekday for weekly, a day of the month for monthly) and the hour (all but
 * hourly). Changing the period resets the day, so a Sunday (7) never becomes the 7th of the month unnoticed.
 */
export function ScheduleFields() {
  const { t, i18n } = useTranslation('notificationDefinitions');
  const form = Form.useFormInstance<DefinitionValues>();
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const period = (Form.useWatch('periodType', form) as NotificationDefinitionPeriod | null | undefined) ?? null;
  const dayKind = repeatDayKind(period);
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="periodType" label={t('form.periodType')}>
            <Select
              data-testid="nd-form-period"
              placeholder={t('form.choose')}
              onChange={(next: NotificationDefinitionPeriod) => {
                const kind = repeatDayKind(next);
                form.setFieldValue('repeatDay', kind ? 1 : null);
                if (hasRepeatHour(next) && form.getFieldValue('repeatHour') === null) form.setFieldValue('repeatHour', 9);
              }}
              options={notificationDefinitionPeriods.map((p) => ({ value: p, label: t(`period.${p}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="periodValue" label={t('form.periodValue')}>
            <InputNumber
              data-testid="nd-form-period-value"
              min={1}
              max={366}
              precision={0}
              style={{ width: '100%' }}
              suffix={period ? t(`periodUnit.${period}`) : undefined}
            />
          </Form.Item>
        </Col>
        {dayKind && (
          <Col xs={24} sm={8}>
            <Form.Item name="repeatDay" label={dayKind === 'weekday' ? t('form.repeatWeekday') : t('form.repeatMonthDay')}>
              <Select
                data-testid="nd-form-repeat-day"
                placeholder={t('form.choose')}
                options={
                  dayKind === 'weekday'
                    ? weekdays.map((d) => ({ value: d, label: weekdayName(d, i18n.language) }))
                    : monthDays.map((d) => ({ value: d, label: String(d) }))
                }
              />
            </Form.Item>
          </Col>
        )}
        {hasRepeatHour(period) && (
          <Col xs={24} sm={8}>
            <Form.Item name="repeatHour" label={t('form.repeatHour')}>
              <Select
                data-testid="nd-form-hour"
                placeholder={t('form.choose')}
                options={hours.map((h) => ({ value: h, label: hourText(h) }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: -12, marginBottom: 12, fontSize: 12 }}>
        {period === 'HOURLY' ? t('form.hourlyHelp') : t('form.hourHelp', { zone: timeZone })}
      </Typography.Text>
    </>
  );
}
