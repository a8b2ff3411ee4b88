import { useState } from 'react';
import { Alert, Col, Form, Input, InputNumber, Modal, Row, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { assistantLimits, assistantSaveBody, type Assistant } from '@sentio/domain';
import { formFailure, zodRule } from '../../../app/forms';
import { messageText } from '../../../app/api/messages';
import { useSaveAssistant } from '../api/hooks';
import type { AssistantTarget } from '../api/target';
import {
  actionTypesFor,
  assigns,
  assistantFieldNames,
  bodyIssues,
  initialValues,
  toBody,
  type AssistantValues,
  type PickerNode,
} from '../lib/form';

const shape = assistantSaveBody.shape;

export interface AssistantFormProps {
  target: AssistantTarget;
  /** Present: edit it; absent: define a new one. */
  assistant?: Assistant | null;
  /** The categories it may assign (the analysis's models' trees); none for a model without a tree. */
  categories?: PickerNode[];
  categoriesLoading?: boolean;
  onClose: () => void;
}

/**
 * One form for the assistant of an analysis and of a model. Fields validate with the server's schema; what spans
 * fields (minimum above maximum) and the server's field errors land on their fields; other refusals (one assistant
 * only, the provider off) show in the banner.
 */
export function AssistantForm({ target, assistant, categories = [], categoriesLoading, onClose }: AssistantFormProps) {
  const { t } = useTranslation('assistants');
  const [form] = Form.useForm<AssistantValues>();
  const save = useSaveAssistant(target);
  const [problem, setProblem] = useState<string | null>(null);
  const [initial] = useState(() => initialValues(assistant));
  const actionType = Form.useWatch('actionType', form) ?? initial.actionType;
  const labelling = assigns(actionType);
  const existing = assistant !== null && assistant !== undefined;

  const submit = (values: AssistantValues) => {
    setProblem(null);
    const body = toBody(values);
    const issues = bodyIssues(body);
    if (issues.length > 0) {
      form.setFields(issues.map((i) => ({ name: i.name, errors: [messageText(t, i.code)] })));
      return;
    }
    save.mutate(
      { body, existing },
      {
        onSuccess: onClose,
        onError: (e) => setProblem(formFailure(form, e, t, assistantFieldNames, t('form.failed'))),
      },
    );
  };

  return (
    <Modal
      open
      width={720}
      title={existing ? t('form.editTitle') : t('form.newTitle')}
      onCancel={onClose}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ 'data-testid': 'assistant-form-submit', loading: save.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} data-testid="assistant-form-error" style={{ marginBottom: 12 }} />}
      <Form<AssistantValues> form={form} layout="vertical" onFinish={submit} initialValues={initial} data-testid="assistant-form">
        <Row gutter={12}>
          <Col span={14}>
            <Form.Item name="subject" label={t('form.subject')} extra={t('form.subjectHelp')} rules={[zodRule(shape.subject, t)]}>
              <Input data-testid="assistant-form-subject" maxLength={200} autoFocus />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="actionType" label={t('form.actionType')} rules={[zodRule(shape.actionType, t)]}>
              <Select
                data-testid="assistant-form-action"
                options={actionTypesFor(target.kind).map((value) => ({ value, label: t(`action.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="prompt"
          label={actionType === 'ANSWER' ? t('form.question') : t('form.prompt')}
          extra={t(`form.promptHelp.${actionType}`)}
          rules={[zodRule(shape.prompt, t)]}
        >
          <Input.TextArea data-testid="assistant-form-prompt" rows={3} maxLength={assistantLimits.promptLength} showCount />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <CountField
              name="documentCount"
              label={t('form.documentCount')}
              extra={t('form.documentCountHelp', { max: assistantLimits.documentCount })}
              testId="assistant-form-documents"
              min={1}
              max={assistantLimits.documentCount}
            />
          </Col>
          <Col span={8}>
            <CountField
              name="repeatCount"
              label={t('form.repeatCount')}
              extra={t('form.repeatCountHelp')}
              testId="assistant-form-repeat"
              min={1}
              max={assistantLimits.repeatCount}
            />
          </Col>
          <Col span={8}>
            <Form.Item
              name="llmModel"
              label={t('form.llmModel')}
              extra={t('form.llmModelHelp')}
              rules={[zodRule(shape.llmModel, t)]}
            >
              <Input data-testid="assistant-form-llm-model" maxLength={120} />
            </Form.Item>
          </Col>
        </Row>
        {actionType === 'CLASSIFY' && target.kind === 'PROJECT' && (
          <Form.Item
            name="categoryIds"
            label={t('form.categories')}
            extra={t('form.categoriesHelp')}
            rules={[zodRule(shape.categoryIds, t)]}
          >
            <TreeSelect
              data-testid="assistant-form-categories"
              treeData={categories}
              multiple
              allowClear
              treeDefaultExpandAll
              loading={categoriesLoading}
              placeholder={t('form.allCategories')}
              showSearch={{ treeNodeFilterProp: 'title' }}
            />
          </Form.Item>
        )}
        {labelling && (
          <Row gutter={12}>
            <Col span={8}>
              <CountField
                name="minAssignedCategories"
                label={t('form.minAssigned')}
                dependencies={['maxAssignedCategories']}
                testId="assistant-form-min"
                min={0}
                max={assistantLimits.assignedCategories}
              />
            </Col>
            <Col span={8}>
              <CountField
                name="maxAssignedCategories"
                label={t('form.maxAssigned')}
                testId="assistant-form-max"
                min={1}
                max={assistantLimits.assignedCategories}
              />
            </Col>
            <Col span={8}>
              <CountField
                name="assignmentLimit"
                label={t('form.assignmentLimit')}
                extra={t('form.assignmentLimitHelp')}
                testId="assistant-form-assignment-limit"
                min={1}
                max={assistantLimits.documentCount}
                placeholder={t('form.noLimit')}
              />
            </Col>
          </Row>
        )}
        {actionType === 'ROOT_CAUSE' && (
          <Form.Item
            name="allowNewRootCause"
            label={t('form.allowNewRootCause')}
            valuePropName="checked"
            extra={t('form.allowNewRootCauseHelp')}
          >
            <Switch data-testid="assistant-form-allow-new" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

type CountName = 'documentCount' | 'repeatCount' | 'minAssignedCategories' | 'maxAssignedCategories' | 'assignmentLimit';

/** A whole-number field of the form, checked with its schema rule. */
function CountField(props: {
  name: CountName;
  label: string;
  extra?: string;
  dependencies?: string[];
  testId: string;
  min: number;
  max: number;
  placeholder?: string;
}) {
  const { t } = useTranslation('assistants');
  return (
    <Form.Item
      name={props.name}
      label={props.label}
      extra={props.extra}
      rules={[zodRule(shape[props.name], t)]}
      {...(props.dependencies ? { dependencies: props.dependencies } : {})}
    >
      <InputNumber
        data-testid={props.testId}
        min={props.min}
        max={props.max}
        placeholder={props.placeholder}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
