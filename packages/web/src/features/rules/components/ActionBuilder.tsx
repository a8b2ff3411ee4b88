import { AutoComplete, Button, Card, Flex, Form, Input, Select, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ruleActorTypes, sentimentLabels, type RuleActorType } from '@sentio/domain';
import { categoryModels, categoryOptions, type RuleCatalog } from '../lib/fields';
import type { RuleValues } from '../lib/form';

interface Props {
  form: FormInstance<RuleValues>;
  catalog: RuleCatalog;
  labels: string[];
  people: { value: string; label: string }[];
  actionTypes: { value: string; label: string }[];
}

/** The actions of a rule: an actor type and the parameters it needs (only those are shown and sent). */
export function ActionBuilder({ form, catalog, labels, people, actionTypes }: Props) {
  const { t } = useTranslation('rules');
  const actions = Form.useWatch('actions', form) ?? [];
  const editable = new Set(categoryModels(catalog.project).map((m) => m.id));
  const categories = categoryOptions(catalog)
    .filter((c) => editable.has(c.modelId))
    .map((c) => ({ value: `${c.modelId}:${c.id}`, label: `${c.modelName} › ${c.path}` }));

  const params = (type: RuleActorType | null | undefined, name: number, index: number) => {
    const id = (p: string) => `rule-action-${p}-${index}`;
    switch (type) {
      case 'ADD_CATEGORY':
      case 'SET_CATEGORY':
        return (
          <Form.Item
            name={[name, 'category']}
            label={t('form.category')}
            extra={type === 'SET_CATEGORY' ? t('form.setCategoryHelp') : undefined}
          >
            <Select data-testid={id('category')} showSearch={{ optionFilterProp: 'label' }} options={categories} />
          </Form.Item>
        );
      case 'SET_SENTIMENT':
        return (
          <Form.Item name={[name, 'sentiment']} label={t('form.sentiment')}>
            <Select
              data-testid={id('sentiment')}
              options={sentimentLabels.map((s) => ({ value: s, label: t(`common:sentiment.${s}`) }))}
            />
          </Form.Item>
        );
      case 'ADD_LABEL':
        return (
          <Form.Item name={[name, 'label']} label={t('form.label')} extra={t('form.labelHelp')}>
            <AutoComplete
              data-testid={id('label')}
              options={labels.map((l) => ({ value: l }))}
              filterOption={(input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            />
          </Form.Item>
        );
      case 'ALERT':
        return (
          <Form.Item name={[name, 'note']} label={t('form.note')} extra={t('form.noteHelp')}>
            <Input.TextArea data-testid={id('note')} rows={2} maxLength={1000} />
          </Form.Item>
        );
      case 'CREATE_ACTION':
        return (
          <>
            <Form.Item name={[name, 'name']} label={t('form.actionName')}>
              <Input data-testid={id('name')} maxLength={200} />
            </Form.Item>
            <Flex gap={8}>
              <Form.Item name={[name, 'assigneeId']} label={t('form.assignee')} style={{ flex: 1 }}>
                <Select data-testid={id('assignee')} showSearch={{ optionFilterProp: 'label' }} options={people} />
              </Form.Item>
              <Form.Item name={[name, 'typeId']} label={t('form.actionType')} style={{ flex: 1 }}>
                <Select data-testid={id('type')} allowClear options={actionTypes} />
              </Form.Item>
            </Flex>
          </>
        );
      case 'MARK_REVIEW':
        return <Typography.Text type="secondary">{t('form.markReviewHelp')}</Typography.Text>;
      default:
        return null;
    }
  };

  return (
    <Form.List name="actions">
      {(items, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="rule-actions">
          {items.map((item, index) => (
            <Card
              key={item.key}
              size="small"
              data-testid={`rule-action-${index}`}
              title={t('form.actionNumber', { number: index + 1 })}
              extra={
                <Button
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('form.removeAction')}
                  data-testid={`rule-action-remove-${index}`}
                  onClick={() => remove(item.name)}
                />
              }
            >
              <Form.Item name={[item.name, 'actorType']} label={t('form.actorType')}>
                <Select
                  data-testid={`rule-action-type-${index}`}
                  placeholder={t('form.actorTypePlaceholder')}
                  options={ruleActorTypes.map((a) => ({ value: a, label: t(`actor.${a}`) }))}
                />
              </Form.Item>
              {params(actions[index]?.actorType, item.name, index)}
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            data-testid="rule-action-add"
            onClick={() => add({ actorType: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('form.addAction')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
