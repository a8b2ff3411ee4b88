import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Input, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { shellConstants, type OutboxMail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { formatDateTime } from '../../../app/dates';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useOutbox } from '../api/outbox';

const statusColor: Record<OutboxMail['status'], string> = {
  PENDING: 'processing',
  SENT: 'success',
  FAILED: 'error',
  STORED: 'default',
};

/** The installation's mail outbox, for system administrators (user type SYSTEM_ADMIN) only. */
export function OutboxPage() {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  return (
    <AccessGuard allowed={allowed}>
      <Outbox />
    </AccessGuard>
  );
}

/** Links of the mail open in a new tab: a `<base>` in its head (before a doctype would put the page in quirks mode). */
const withBaseTarget = (html: string): string => {
  const base = '<base target="_blank">';
  const head = /<head[^>]*>/i.exec(html);
  return head ? html.replace(head[0], `${head[0]}${base}`) : `${base}${html}`;
};

/**
 * The mail's HTML as it arrives in an inbox, so inline chart images are visible. The frame is sandboxed without
 * scripts: a mail is content, never code. Same origin (without scripts) only lets this page size the frame to the
 * mail; links open in a new tab (`<base target="_blank">`, popups escape the sandbox).
 */
function MailHtml({ html, title }: { html: string; title: string }) {
  const [height, setHeight] = useState(320);
  return (
    <iframe
      title={title}
      data-testid="outbox-html"
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={withBaseTarget(html)}
      style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
      onLoad={(e) => {
        const body = e.currentTarget.contentDocument?.body;
        if (body) setHeight(Math.min(Math.max(body.scrollHeight + 24, 160), 2400));
      }}
    />
  );
}

/** The body of an expanded mail: the HTML part when there is one (text on request), else the text part. */
function MailBody({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation('admin');
  const [view, setView] = useState<'html' | 'text'>(mail.html ? 'html' : 'text');
  const text = (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="outbox-text">
      {mail.text}
    </Typography.Paragraph>
  );
  if (!mail.html) return text;
  return (
    <>
      <Segmented
        size="small"
        value={view}
        onChange={(v) => setView(v)}
        options={[
          { value: 'html' as const, label: t('outbox.view.html') },
          { value: 'text' as const, label: t('outbox.view.text') },
        ]}
        data-testid="outbox-view"
        style={{ marginBottom: 8 }}
      />
      {view === 'html' ? <MailHtml html={mail.html} title={mail.subject} /> : text}
    </>
  );
}

function Outbox() {
  const { t, i18n } = useTranslation('admin');
  const [params] = useSearchParams();
  const [page, setPage] = useState<number>(shellConstants.defaultPage);
  const [size, setSize] = useState<number>(shellConstants.defaultPageSize);
  // `?to=` opens the outbox on one recipient's mail (e.g. "see it in the outbox" after a test send).
  const [to, setTo] = useState<string | undefined>(() => params.get('to')?.trim() || undefined);
  const outbox = useOutbox(page, size, to);

  const columns: TableColumnsType<OutboxMail> = [
    { title: t('outbox.date'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v, i18n.language) },
    { title: t('outbox.to'), dataIndex: 'to', width: 240 },
    { title: t('outbox.subject'), dataIndex: 'subject' },
    {
      title: t('outbox.status'),
      dataIndex: 'status',
      width: 120,
      render: (s: OutboxMail['status'], m) => (
        <Tag color={statusColor[s]} title={m.error ?? undefined}>
          {t(`outbox.statuses.${s}`)}
        </Tag>
      ),
    },
  ];

  return (
    <Card
      title={t('outbox.title')}
      extra={
        <Input.Search
          allowClear
          defaultValue={to}
          placeholder={t('outbox.filter')}
          onSearch={(v) => {
            setTo(v.trim() || undefined);
            setPage(0);
          }}
          style={{ width: 260 }}
          data-testid="outbox-filter"
        />
      }
    >
      <Table<OutboxMail>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={outbox.data?.content ?? []}
        loading={outbox.isFetching}
        data-testid="outbox-table"
        expandable={{ expandedRowRender: (m) => <MailBody mail={m} /> }}
        pagination={{
          current: page + 1,
          pageSize: size,
          total: outbox.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(s === size ? p - 1 : 0);
            setSize(s);
          },
        }}
      />
    </Card>
  );
}
