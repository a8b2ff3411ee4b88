import { Button, Upload } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';

/** Picks a local text file and hands over its content; nothing is uploaded by the picker itself. */
export function TextFilePicker({
  accept,
  label,
  onText,
  testId,
}: {
  accept: string;
  label: string;
  onText: (text: string, name: string) => void;
  testId: string;
}) {
  return (
    <span data-testid={testId}>
      <Upload
        accept={accept}
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((text) => onText(text, file.name));
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<FolderOpenOutlined />}>{label}</Button>
      </Upload>
    </span>
  );
}
