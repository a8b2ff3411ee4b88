// i18n-namespaces: callScoring (the columns take the tab's t; the locale test checks these keys)
import { Form, InputNumber, Switch, Typography, type FormListFieldData, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ScoringCriterion } from '@sentio/domain';
import { criterionUnit } from '../../lib/criteria';
import { RangesEditor } from './RangesEditor';

const cell = { style: { margin: 0 } };

/**
 * The rules editor's columns over the form's rule list: every cell is a form field under `rules.{n}`, so the
 * schema's and the server's errors land on the rule and field they name.
 */
export function ruleColumns(
  t: TFunction,
  criterionAt: (index: number) => ScoringCriterion | undefined,
  disabled: boolean,
): TableColumnsType<FormListFieldData> {
  return [
    {
      key: 'criterion',
      title: t('rules.columns.criterion'),
      render: (_, field) => {
        const criterion = criterionAt(field.name);
        if (!criterion) return null;
        return (
          <div style={{ minWidth: 180 }}>
            <Typography.Text strong>{t(`criterion.${criterion}.name`)}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('rules.measuredIn', { unit: t(`unitName.${criterionUnit[criterion]}`) })}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      key: 'active',
      title: t('rules.columns.active'),
      render: (_, field) => (
        <Form.Item name={[field.name, 'active']} valuePropName="checked" {...cell}>
          <Switch disabled={disabled} data-testid={`rule-active-${criterionAt(field.name)}`} />
        </Form.Item>
      ),
    },
    {
      key: 'maxScore',
      title: t('rules.columns.maxScore'),
      render: (_, field) => (
        <Form.Item name={[field.name, 'maxScore']} {...cell}>
          <InputNumber
            min={0}
            max={100}
            style={{ width: 80 }}
            disabled={disabled}
            aria-label={t('rules.columns.maxScore')}
            data-testid={`rule-max-${criterionAt(field.name)}`}
          />
        </Form.Item>
      ),
    },
    {
      key: 'resetScore',
      title: t('rules.columns.resetScore'),
      render: (_, field) => (
        <Form.Item name={[field.name, 'resetScore']} valuePropName="checked" {...cell}>
          <Switch disabled={disabled} data-testid={`rule-reset-${criterionAt(field.name)}`} />
        </Form.Item>
      ),
    },
    {
      key: 'ranges',
      title: t('rules.columns.ranges'),
      render: (_, field) => (
        <Form.Item name={[field.name, 'ranges']} {...cell}>
          <RangesEditor criterion={criterionAt(field.name) ?? String(field.name)} disabled={disabled} />
        </Form.Item>
      ),
    },
    {
      key: 'minCallDuration',
      title: t('rules.columns.minCallDuration'),
      render: (_, field) =>
        criterionAt(field.name) === 'CALLING_BY_NAME' ? (
          <Form.Item name={[field.name, 'minCallDuration']} {...cell}>
            <InputNumber
              min={0}
              style={{ width: 100 }}
              disabled={disabled}
              suffix={t('unitShort.seconds')}
              aria-label={t('rules.columns.minCallDuration')}
              data-testid="rule-calling-by-name-duration"
            />
          </Form.Item>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
}
