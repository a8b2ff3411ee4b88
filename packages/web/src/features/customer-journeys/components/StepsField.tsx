import { Button, Card, Flex, Form, Input, Typography, type FormInstance } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { journeyStepSchema } from '@sentio/domain';
import { zodRule } from '../../../app/forms';
import { emptyCondition, emptyStep, type JourneyValues } from '../lib/form';
import { ConditionFields } from './ConditionFields';

/** The journey's steps: add, remove, reorder; each a name and its conditions (the server's errors land on both). */
export function StepsField({ form }: { form: FormInstance<JourneyValues> }) {
  const { t } = useTranslation('journeys');
  const steps = Form.useWatch('steps', form) ?? [];
  return (
    <Form.List name="steps">
      {(fields, { add, remove, move }, { errors }) => (
        <Flex vertical gap={8} data-testid="journey-form-steps">
          {fields.map((field, stepIndex) => (
            <Card
              key={field.key}
              size="small"
              data-testid={`journey-form-step-${stepIndex}`}
              title={t('form.stepTitle', { n: stepIndex + 1 })}
              extra={
                <Flex gap={2}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('form.moveUp')}
                    disabled={stepIndex === 0}
                    data-testid={`journey-form-step-${stepIndex}-up`}
                    onClick={() => move(stepIndex, stepIndex - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('form.moveDown')}
                    disabled={stepIndex === fields.length - 1}
                    data-testid={`journey-form-step-${stepIndex}-down`}
                    onClick={() => move(stepIndex, stepIndex + 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('form.removeStep')}
                    disabled={fields.length === 1}
                    data-testid={`journey-form-step-${stepIndex}-remove`}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              }
            >
              <Form.Item
                name={[field.name, 'name']}
                label={t('form.stepName')}
                rules={[zodRule(journeyStepSchema.shape.name, t)]}
              >
                <Input data-testid={`journey-form-step-${stepIndex}-name`} maxLength={100} />
              </Form.Item>
              <Form.List name={[field.name, 'conditions']}>
                {(conditions, ops, meta) => (
                  <div data-testid={`journey-form-step-${stepIndex}-conditions`}>
                    {conditions.map((condition, index) => (
                      <ConditionFields
                        key={condition.key}
                        step={stepIndex}
                        index={condition.name}
                        projectCode={steps[stepIndex]?.conditions?.[index]?.projectCode ?? ''}
                        onRemove={conditions.length > 1 ? () => ops.remove(condition.name) : null}
                        onAnalysisChange={() =>
                          form.setFieldValue(['steps', field.name, 'conditions', condition.name, 'categoryIds'], [])
                        }
                      />
                    ))}
                    <Form.ErrorList
                      errors={meta.errors.map((e, i) => (
                        <span key={i} data-testid={`journey-form-step-${stepIndex}-conditions-error`}>
                          {e}
                        </span>
                      ))}
                    />
                    <Button
                      size="small"
                      type="dashed"
                      icon={<PlusOutlined />}
                      data-testid={`journey-form-step-${stepIndex}-add-condition`}
                      onClick={() => ops.add(emptyCondition())}
                    >
                      {t('form.addCondition')}
                    </Button>
                  </div>
                )}
              </Form.List>
            </Card>
          ))}
          {errors.length > 0 && (
            <Typography.Text type="danger" data-testid="journey-form-steps-error">
              {errors}
            </Typography.Text>
          )}
          <Button type="dashed" icon={<PlusOutlined />} data-testid="journey-form-add-step" onClick={() => add(emptyStep())}>
            {t('form.addStep')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
