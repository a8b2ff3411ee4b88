import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Menu, Result, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { CompassOutlined, CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints, fillPath, type ModelDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { MakeTemplateModal } from '../../public-review';
import { useModel } from '../api/useModel';
import { activeMenuPage, modelPagePath, visibleModelPages, type ModelPage } from './modelPages';
import { ModelStatusTags } from './ModelStatusTags';

export interface ModelShellProps {
  modelId: string | undefined;
  /** Which menu item is active; upload sub-pages (match-columns…) highlight "data upload". */
  page: ModelPage;
  /** The page body; a function gets the loaded model (the body is only rendered once it is there). */
  children: ReactNode | ((model: ModelDetail) => ReactNode);
}

/** The header of a model: name, kinds, languages, status tags, the export link and "make it a template". */
function ModelHeader({ model, canManage }: { model: ModelDetail; canManage: boolean }) {
  const { t } = useTranslation('models');
  const [templating, setTemplating] = useState(false);
  const defaultLanguage = model.switches.find((s) => s.default)?.code;
  return (
    <Flex justify="space-between" align="start" wrap gap={12}>
      <Space orientation="vertical" size={4}>
        <Space align="center" wrap>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: model.color }}
          />
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="model-shell-name">
            {model.name}
          </Typography.Title>
          <Typography.Text type="secondary" copyable={{ text: model.code }}>
            {model.code}
          </Typography.Text>
        </Space>
        <Space size={4} wrap>
          <Tag>{t(`senseType.${model.senseType}`)}</Tag>
          <Tag>{t(`classificationType.${model.classificationType}`)}</Tag>
          <Tag>{t(`dataType.${model.dataType}`)}</Tag>
          {model.switches.map((s) => (
            <Tag key={s.code} color={s.code === defaultLanguage ? 'geekblue' : undefined}>
              {t(`language.${s.code}`, { defaultValue: s.code })}
            </Tag>
          ))}
          <ModelStatusTags model={model} />
        </Space>
      </Space>
      <Space wrap>
        <Link to={`/model-journey?id=${encodeURIComponent(model.id)}`}>
          <Button icon={<CompassOutlined />} data-testid="model-shell-journey">
            {t('shell.journey')}
          </Button>
        </Link>
        <Tooltip title={t('shell.exportHint')}>
          <Button
            icon={<DownloadOutlined />}
            href={fillPath(endpoints.modelPackageExport.path, { id: model.id })}
            download={`${model.code}.sentio-model.json`}
            data-testid="model-shell-export"
          >
            {t('shell.export')}
          </Button>
        </Tooltip>
        {canManage && (
          <Tooltip title={t('shell.templateHint')}>
            <Button icon={<CopyOutlined />} onClick={() => setTemplating(true)} data-testid="model-make-template">
              {t('shell.template')}
            </Button>
          </Tooltip>
        )}
      </Space>
      {templating && (
        <MakeTemplateModal
          kind="MODEL"
          sourceId={model.id}
          name={model.name}
          description={model.description}
          tags={model.tags}
          trained={model.deployedVersion !== null}
          onClose={() => setTemplating(false)}
        />
      )}
    </Flex>
  );
}

/**
 * The frame of every `/model/<page>/:id` page: loads the model (`useModel`), shows its header and the menu of its
 * pages, and handles the loading, not-found and error states once for all pages.
 */
export function ModelShell({ modelId, page, children }: ModelShellProps) {
  const { t } = useTranslation('models');
  const navigate = useNavigate();
  const access = accessOf(useAppStore((s) => s.user));
  const { data: model, error, isPending, refetch } = useModel(modelId);

  let body: ReactNode;
  if (!modelId || (error && apiErrorOf(error)?.status === 404)) {
    body = (
      <Result
        status="404"
        title={t('shell.notFound')}
        data-testid="model-shell-not-found"
        extra={
          <Button type="primary" onClick={() => void navigate('/model/my-models')}>
            {t('shell.backToList')}
          </Button>
        }
      />
    );
  } else if (error) {
    const api = apiErrorOf(error);
    body = (
      <Result
        status="error"
        title={t('shell.loadFailed')}
        subTitle={api ? apiErrorText(t, api) : undefined}
        data-testid="model-shell-error"
        extra={<Button onClick={() => void refetch()}>{t('actions.retry')}</Button>}
      />
    );
  } else if (isPending) {
    body = (
      <Card data-testid="model-shell-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  } else {
    const pages = visibleModelPages(model, access);
    body = (
      <>
        <Card styles={{ body: { paddingBottom: 0 } }} data-testid="model-shell" data-model-id={model.id}>
          <ModelHeader model={model} canManage={access.modelManage} />
          <Menu
            mode="horizontal"
            selectedKeys={[activeMenuPage(page)]}
            style={{ borderBottom: 'none', marginTop: 8 }}
            items={pages.map((p) => ({
              key: p,
              label: (
                <Link to={modelPagePath(p, model.id)} data-testid={`model-menu-${p}`}>
                  {t(`shell.menu.${p}`)}
                </Link>
              ),
            }))}
          />
        </Card>
        <div style={{ marginTop: 16 }}>{typeof children === 'function' ? children(model) : children}</div>
      </>
    );
  }
  return <AccessGuard allowed={access.modelRead}>{body}</AccessGuard>;
}
