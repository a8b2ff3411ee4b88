import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTemplateTags } from '../api/queries';

export interface TemplateTagsInputProps {
  value?: string[];
  onChange?: (tags: string[]) => void;
  id?: string;
  testId?: string;
}

/**
 * A tags field for a template (a Form.Item child: `value`/`onChange`): free tags, with the tags other templates
 * already use offered first so the marketplace's tag filter stays small. Validate with `uniqueTagsSchema`
 * (TAG_DUPLICATE is Turkish-aware: "İade" and "iade" are the same tag).
 */
export function TemplateTagsInput({ value, onChange, id, testId = 'template-tags' }: TemplateTagsInputProps) {
  const { t } = useTranslation('marketplace');
  const tags = useTemplateTags();
  return (
    <Select
      id={id}
      mode="tags"
      tokenSeparators={[',']}
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next.map((tag) => tag.trim()).filter(Boolean))}
      placeholder={t('tags.placeholder')}
      aria-label={t('tags.label')}
      options={(tags.data ?? []).map((tag) => ({ value: tag.tag, label: tag.tag }))}
      data-testid={testId}
    />
  );
}
