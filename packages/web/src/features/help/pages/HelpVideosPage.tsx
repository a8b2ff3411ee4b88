import { useMemo, useState } from 'react';
import { Card, Col, Empty, Flex, Input, Row, Tag, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isHelpGuideKey, type Language } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { isLanguage } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { useHelpVideos } from '../api';
import { GuideDetail } from '../components/GuideDetail';
import { VideoAdmin } from '../components/VideoAdmin';
import { guides, matchesGuide, screenshotsOf, videoOf } from '../guides';

/**
 * The learning center (docs/tour-and-help.md): a short guide per area, searched in the browser, opened in a drawer
 * (`?guide=<key>`, so a link opens the same guide). Operators also set the guides' videos here.
 */
export function HelpVideosPage() {
  const { t, i18n } = useTranslation('help');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const user = useAppStore((s) => s.user);
  const videos = useHelpVideos();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const openKey = params.get('guide');
  const open = guides.find((g) => openKey !== null && isHelpGuideKey(openKey) && g.key === openKey) ?? null;

  const shown = useMemo(
    () =>
      guides.filter((g) =>
        matchesGuide(
          ['title', 'summary', 's1', 's2', 's3'].map((part) => t(`guides.${g.key}.${part}`)),
          query,
        ),
      ),
    [query, t],
  );

  const openGuide = (key: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key) next.set('guide', key);
        else next.delete('guide');
        return next;
      },
      { replace: key === null },
    );

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }} data-testid="help-title">
          {t('page.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('page.intro')}</Typography.Text>
      </div>
      <Flex gap={12} align="center" wrap>
        <Input.Search
          allowClear
          placeholder={t('page.search')}
          aria-label={t('page.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ maxWidth: 420 }}
          data-testid="help-search"
        />
        <Typography.Text type="secondary" data-testid="help-count">
          {t('page.count', { total: shown.length })}
        </Typography.Text>
      </Flex>
      {shown.length === 0 ? (
        <Empty description={<span data-testid="help-empty">{t('page.empty', { query })}</span>} />
      ) : (
        <Row gutter={[16, 16]} data-testid="help-guides">
          {shown.map((g) => {
            const cover = screenshotsOf(g, language)[0];
            const video = videoOf(videos.data, g.key, language);
            return (
              <Col key={g.key} xs={24} sm={12} lg={8} xxl={6}>
                <Card
                  hoverable
                  onClick={() => openGuide(g.key)}
                  data-testid={`help-guide-${g.key}`}
                  cover={
                    cover ? (
                      <img src={cover} alt="" loading="lazy" style={{ height: 150, objectFit: 'cover', objectPosition: 'top' }} />
                    ) : undefined
                  }
                >
                  <Card.Meta
                    title={
                      <Flex justify="space-between" align="center" gap={8}>
                        <span>{t(`guides.${g.key}.title`)}</span>
                        {video && (
                          <Tag icon={<PlayCircleOutlined />} color="blue">
                            {t('page.video')}
                          </Tag>
                        )}
                      </Flex>
                    }
                    description={t(`guides.${g.key}.summary`)}
                  />
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      {accessOf(user).systemAdmin && <VideoAdmin videos={videos.data ?? []} />}
      <GuideDetail
        guide={open}
        language={language}
        video={open ? videoOf(videos.data, open.key, language) : null}
        onClose={() => openGuide(null)}
      />
    </Flex>
  );
}
