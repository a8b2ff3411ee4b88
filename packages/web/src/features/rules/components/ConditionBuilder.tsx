import { AutoComplete, Button, Flex, Form, Input, InputNumber, Segmented, Select, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ruleRelations, sentimentLabels, type RuleOperator } from '@sentio/domain';
import { fieldGroups, operatorsOf, valueKindOf, type RuleCatalog, type ValueKind } from '../lib/fields';
import type { RuleValues } from '../lib/form';
import { namers } from '../lib/summary';

interface Props {
  form: FormInstance<RuleValues>;
  catalog: RuleCatalog;
  channels: { code: string; name: string }[];
}

/**
 * The conditions of a rule: a field (the document's own, an attribute, a category of a model, an entity), an
 * operator that fits it (the domain's table the server checks too) and a value input that fits both.
 */
export function ConditionBuilder({ form, catalog, channels }: Props) {
  const { t } = useTranslation('rules');
  const n = namers(t);
  const groups = fieldGroups(catalog, n.fixed, n.entity).map((g) => ({
    label: t(`fieldGroup.${g.key}`),
    title: g.key,
    options: g.options,
  }));
  const conditions = Form.useWatch('conditions', form) ?? [];
  const algorithm = Form.useWatch('algorithmType', form);
  const relation = Form.useWatch('relation', form) === 'OR' ? 'OR' : 'AND';

  const valueInput = (kind: ValueKind, index: number, operator: RuleOperator | null | undefined) => {
    const id = `rule-condition-value-${index}`;
    switch (kind) {
      case 'sentiment':
        return (
          <Select data-testid={id} options={sentimentLabels.map((s) => ({ value: s, label: t(`common:sentiment.${s}`) }))} />
        );
      case 'channel':
        return (
          <AutoComplete
            data-testid={id}
            options={channels.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            filterOption={(input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        );
      case 'nps':
        return <InputNumber data-testid={id} min={0} max={10} style={{ width: '100%' }} />;
      case 'csat':
        return <InputNumber data-testid={id} min={1} max={5} style={{ width: '100%' }} />;
      case 'number':
        return <InputNumber data-testid={id} style={{ width: '100%' }} />;
      case 'confidence':
        return <InputNumber data-testid={id} min={0} max={1} step={0.05} placeholder="0.7" style={{ width: '100%' }} />;
      default:
        return (
          <Input
            data-testid={id}
            placeholder={operator === 'regex' || algorithm === 'REGEX' ? t('form.regexPlaceholder') : t('form.valuePlaceholder')}
            style={operator === 'regex' || algorithm === 'REGEX' ? { fontFamily: 'monospace' } : undefined}
          />
        );
    }
  };

  return (
    <Flex vertical gap={8} data-testid="rule-conditions">
      <Flex align="center" gap={8}>
        <Typography.Text>{t('form.relation')}</Typography.Text>
        <Form.Item name="relation" noStyle>
          <Segmented data-testid="rule-relation" options={ruleRelations.map((r) => ({ value: r, label: t(`relation.${r}`) }))} />
        </Form.Item>
      </Flex>
      <Form.List name="conditions">
        {(items, { add, remove }, { errors }) => (
          <>
            {items.map((item, index) => {
              const c = conditions[index];
              const operators = operatorsOf(c?.field);
              const kind = valueKindOf(catalog, c?.field, c?.operator);
              return (
                <Flex key={item.key} gap={8} align="flex-start" data-testid={`rule-condition-${index}`}>
                  {index > 0 && (
                    <Typography.Text type="secondary" style={{ width: 32, paddingTop: 5 }}>
                      {t(`relationWord.${relation}`)}
                    </Typography.Text>
                  )}
                  {index === 0 && (
                    <Typography.Text type="secondary" style={{ width: 32, paddingTop: 5 }}>
                      {t('form.if')}
                    </Typography.Text>
                  )}
                  <Form.Item name={[item.name, 'field']} style={{ flex: 3, marginBottom: 0 }}>
                    <Select
                      data-testid={`rule-condition-field-${index}`}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('form.field')}
                      options={groups}
                      onChange={(field: string) => {
                        // A field that does not allow the chosen operator gets its first operator; the value starts empty.
                        const allowed = operatorsOf(field);
                        const current = form.getFieldValue(['conditions', item.name, 'operator']) as RuleOperator | undefined;
                        form.setFieldValue(
                          ['conditions', item.name, 'operator'],
                          current && allowed.includes(current) ? current : allowed[0],
                        );
                        form.setFieldValue(['conditions', item.name, 'value'], null);
                      }}
                    />
                  </Form.Item>
                  <Form.Item name={[item.name, 'operator']} style={{ flex: 2, marginBottom: 0 }}>
                    <Select
                      data-testid={`rule-condition-operator-${index}`}
                      placeholder={t('form.operator')}
                      options={operators.map((o) => ({ value: o, label: t(`operator.${o}`) }))}
                      onChange={() => form.setFieldValue(['conditions', item.name, 'value'], null)}
                    />
                  </Form.Item>
                  <Form.Item name={[item.name, 'value']} style={{ flex: 3, marginBottom: 0 }} hidden={kind === 'none'}>
                    {valueInput(kind, index, c?.operator)}
                  </Form.Item>
                  {kind === 'none' && <div style={{ flex: 3 }} />}
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('form.removeCondition')}
                    data-testid={`rule-condition-remove-${index}`}
                    onClick={() => remove(item.name)}
                  />
                </Flex>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              data-testid="rule-condition-add"
              onClick={() => add({ field: 'content', operator: 'contains', value: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('form.addCondition')}
            </Button>
          </>
        )}
      </Form.List>
    </Flex>
  );
}
