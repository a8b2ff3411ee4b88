import { Button, Drawer, Flex, Image, Tag, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@sentio/domain';
import { screenshotsOf, videoKind, type GuideDefinition } from '../guides';

interface Props {
  guide: GuideDefinition | null;
  language: Language;
  video: string | null;
  onClose: () => void;
}

/** One guide: its steps, then the operator's video when there is one, else the screenshots of the language. */
export function GuideDetail({ guide, language, video, onClose }: Props) {
  const { t } = useTranslation('help');
  const key = guide?.key;
  const title = key ? t(`guides.${key}.title`) : '';
  const shots = guide ? screenshotsOf(guide, language) : [];
  const media = video ? videoKind(video) : null;

  return (
    <Drawer open={guide !== null} onClose={onClose} size="large" title={<span data-testid="help-detail-title">{title}</span>}>
      {guide && key && (
        <Flex vertical gap={16} data-testid="help-detail">
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t(`guides.${key}.summary`)}</Typography.Paragraph>
          <div>
            <Typography.Title level={5}>{t('page.steps')}</Typography.Title>
            <ol style={{ paddingInlineStart: 20, margin: 0 }}>
              {(['s1', 's2', 's3'] as const).map((s) => (
                <li key={s} style={{ marginBottom: 6 }}>
                  {t(`guides.${key}.${s}`)}
                </li>
              ))}
            </ol>
          </div>
          {media?.kind === 'file' && (
            <video src={media.src} controls style={{ width: '100%', borderRadius: 8 }} data-testid="help-detail-video" />
          )}
          {media?.kind === 'embed' && (
            <iframe
              src={media.src}
              title={title}
              allow="fullscreen; picture-in-picture"
              style={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 8 }}
              data-testid="help-detail-video"
            />
          )}
          {media?.kind === 'link' && (
            <Button icon={<PlayCircleOutlined />} href={media.src} target="_blank" rel="noopener noreferrer" data-testid="help-detail-video">
              {t('page.watch')}
            </Button>
          )}
          {!media &&
            (shots.length > 0 ? (
              <Image.PreviewGroup>
                {shots.map((src, i) => (
                  <Image
                    key={src}
                    src={src}
                    alt={t('page.screenshot', { n: i + 1, title })}
                    style={{ border: '1px solid rgba(0,0,0,0.08)', borderRadius: 8 }}
                    data-testid="help-detail-screenshot"
                  />
                ))}
              </Image.PreviewGroup>
            ) : (
              <Typography.Text type="secondary" data-testid="help-detail-no-pictures">
                {t('page.noPictures')}
              </Typography.Text>
            ))}
          <Flex justify="space-between" align="center">
            {video ? <Tag color="blue">{t('page.video')}</Tag> : <span />}
            <Link to={guide.path} onClick={onClose}>
              {t('page.goTo')}
            </Link>
          </Flex>
        </Flex>
      )}
    </Drawer>
  );
}
