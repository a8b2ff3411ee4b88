import { useState } from 'react';
import { Alert, Button, Col, DatePicker, Flex, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  actionPriorities,
  actionStatuses,
  requiredText,
  type Action,
  type ActionCreateBody,
  type ActionEvidenceBody,
  type ActionPriority,
  type ActionStatus,
} from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { useCreateAction, useUpdateAction } from '../api/mutations';
import { useActionPeople, useActionTypes } from '../api/queries';
import { LinkedItems, type ShownEvidence } from './LinkedItems';

export interface ActionFormProps {
  /** The action to edit; without it the form creates one. */
  initial?: Action;
  /** What the new action came from (create); in edit mode the action's own evidence is used. */
  evidence?: ActionEvidenceBody | null;
  journeyStep?: { journeyId: string; stepId: string } | null;
  defaultName?: string;
  onSaved: (action: Action) => void;
  onCancel?: () => void;
}

interface Values {
  name: string;
  description: string;
  typeId?: string | null;
  priority: ActionPriority;
  status: ActionStatus;
  dueDate?: Dayjs | null;
  responsibleId?: string | null;
  benefits: string;
  referenceName: string;
  followerIds: string[];
}

/** Fields the server may name in a 400; anything else (evidence, journey step, the 409s) is shown above the form. */
const fieldNames = [
  'name',
  'description',
  'typeId',
  'priority',
  'status',
  'dueDate',
  'responsibleId',
  'benefits',
  'referenceName',
  'followerIds',
] as const;
const nameRule = requiredText(200);

function evidenceOfAction(action: Action | undefined, given: ActionEvidenceBody | null | undefined): ShownEvidence | null {
  if (action) {
    const e = action.evidence;
    return e
      ? {
          body: { projectCode: e.projectCode, filter: e.filter, label: e.label, documentId: e.documentId },
          projectName: e.projectName,
        }
      : null;
  }
  return given ? { body: given, projectName: null } : null;
}

/**
 * Create or edit an action. Edit sends the `version` read with the action; a save over a newer one shows the server's
 * 409 (closed by a teammate, or changed meanwhile) above the form, nothing is overwritten. Rule errors of the server
 * show on their fields.
 */
export function ActionForm({ initial, evidence, journeyStep, defaultName, onSaved, onCancel }: ActionFormProps) {
  const { t } = useTranslation('actionForm');
  const [form] = Form.useForm<Values>();
  const editing = initial !== undefined;
  const create = useCreateAction();
  const update = useUpdateAction(initial?.id ?? '');
  const types = useActionTypes();
  const people = useActionPeople();
  const [linkedEvidence, setLinkedEvidence] = useState<ShownEvidence | null>(() => evidenceOfAction(initial, evidence));
  const [linkedStep, setLinkedStep] = useState(() =>
    initial
      ? initial.journeyStep
        ? {
            body: { journeyId: initial.journeyStep.journeyId, stepId: initial.journeyStep.stepId },
            name: `${initial.journeyStep.journeyName} › ${initial.journeyStep.stepName}`,
          }
        : null
      : journeyStep
        ? { body: journeyStep, name: null }
        : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const initialValues: Values = {
    name: initial?.name ?? defaultName?.slice(0, 200) ?? '',
    description: initial?.description ?? '',
    typeId: initial?.type?.id ?? null,
    priority: initial?.priority ?? 'MEDIUM',
    status: initial?.status ?? 'OPEN',
    dueDate: initial?.dueDate ? dayjs(initial.dueDate, 'YYYY-MM-DD') : null,
    responsibleId: initial?.responsible?.id ?? null,
    benefits: initial?.benefits ?? '',
    referenceName: initial?.referenceName ?? '',
    followerIds: [],
  };

  const onError = (error: unknown) => {
    const api = apiErrorOf(error);
    // Errors of what the form shows read-only (the evidence, the journey step) are said above it, by their own code.
    const elsewhere = (api?.fields ?? []).filter((f) => !(fieldNames as readonly string[]).includes(f.field.split('.')[0] ?? ''));
    const onFields = applyFieldErrors(form, error, t, fieldNames);
    if (elsewhere.length > 0) setProblem([...new Set(elsewhere.map((f) => messageText(t, f.messageCode, f.message)))].join(' '));
    else if (!onFields) setProblem(api ? apiErrorText(t, api) : t('failed'));
  };

  const submit = (values: Values) => {
    setProblem(null);
    const body: ActionCreateBody = {
      name: values.name.trim(),
      description: values.description ?? '',
      typeId: values.typeId ?? null,
      priority: values.priority,
      status: editing ? values.status : 'OPEN',
      dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : null,
      responsibleId: values.responsibleId ?? null,
      benefits: values.benefits ?? '',
      referenceName: values.referenceName ?? '',
      evidence: linkedEvidence?.body ?? null,
      journeyStep: linkedStep?.body ?? null,
    };
    if (initial) {
      const { followerIds: _unused, ...fields } = body;
      update.mutate({ ...fields, version: initial.version }, { onSuccess: onSaved, onError });
    } else {
      create.mutate({ ...body, followerIds: values.followerIds ?? [] }, { onSuccess: onSaved, onError });
    }
  };

  const peopleOptions = (people.data ?? []).map((p) => ({ value: p.id, label: p.name || p.email }));
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      data-testid="action-form"
      disabled={pending}
    >
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem}
          data-testid="action-form-problem"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="name" label={t('fields.name')} rules={[zodRule(nameRule, t)]}>
        <Input data-testid="action-form-name" maxLength={200} autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')}>
        <Input.TextArea data-testid="action-form-description" maxLength={4000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="typeId" label={t('fields.type')} extra={t('typeHint')}>
            <Select
              data-testid="action-form-type"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={types.isLoading}
              placeholder={t('placeholders.type')}
              options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="priority" label={t('fields.priority')}>
            <Select
              data-testid="action-form-priority"
              options={actionPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            />
          </Form.Item>
        </Col>
        {editing && (
          <Col xs={24} sm={12}>
            <Form.Item name="status" label={t('fields.status')}>
              <Select
                data-testid="action-form-status"
                options={actionStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="dueDate" label={t('fields.dueDate')}>
            <DatePicker data-testid="action-form-due" format="YYYY-MM-DD" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="responsibleId" label={t('fields.responsible')}>
            <Select
              data-testid="action-form-responsible"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={people.isLoading}
              placeholder={t('placeholders.responsible')}
              options={peopleOptions}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="referenceName" label={t('fields.referenceName')}>
            <Input data-testid="action-form-reference" maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="benefits" label={t('fields.benefits')}>
        <Input.TextArea data-testid="action-form-benefits" maxLength={2000} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      {!editing && (
        <Form.Item name="followerIds" label={t('fields.followers')} extra={t('followersHint')}>
          <Select
            data-testid="action-form-followers"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('placeholders.followers')}
            options={peopleOptions}
          />
        </Form.Item>
      )}
      <LinkedItems
        evidence={linkedEvidence}
        journeyStep={linkedStep}
        onRemoveEvidence={() => setLinkedEvidence(null)}
        onRemoveStep={() => setLinkedStep(null)}
      />
      <Flex gap={8} justify="end">
        {onCancel && (
          <Button data-testid="action-form-cancel" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={pending} data-testid="action-form-submit">
          {editing ? t('save') : t('create')}
        </Button>
      </Flex>
    </Form>
  );
}
