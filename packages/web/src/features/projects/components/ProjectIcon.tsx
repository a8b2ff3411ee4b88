import type { ReactNode } from 'react';
import { Avatar } from 'antd';
import {
  BankOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  HeartOutlined,
  MessageOutlined,
  RocketOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';

/** The preset icons the server offers (`preset:{name}`), drawn from the interface's own icon set. */
const presets: Record<string, ReactNode> = {
  chart: <BarChartOutlined />,
  headset: <CustomerServiceOutlined />,
  cart: <ShoppingCartOutlined />,
  star: <StarOutlined />,
  message: <MessageOutlined />,
  bank: <BankOutlined />,
  plane: <RocketOutlined />,
  heart: <HeartOutlined />,
  bolt: <ThunderboltOutlined />,
  globe: <GlobalOutlined />,
};

/** The preset names, in the order pickers offer them. */
export const projectIconPresets: readonly string[] = Object.keys(presets);

/** The name of a preset icon (`preset:{name}`), or null for an uploaded one. */
export const presetName = (icon: string): string | null => (icon.startsWith('preset:') ? icon.slice('preset:'.length) : null);

/** A preset is drawn on the analysis colour; an uploaded image (`file:{id}`) is served by `GET /api/file/:id`. */
export function ProjectIcon({ icon, color, size = 40 }: { icon: string; color: string; size?: number }) {
  if (icon.startsWith('file:'))
    return <Avatar shape="square" size={size} src={`/api/file/${encodeURIComponent(icon.slice('file:'.length))}`} />;
  const name = presetName(icon);
  return (
    <Avatar
      shape="square"
      size={size}
      style={{ background: color, color: '#1f1f1f' }}
      icon={(name ? presets[name] : undefined) ?? <FundProjectionScreenOutlined />}
    />
  );
}
