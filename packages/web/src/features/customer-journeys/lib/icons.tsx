import type { ReactNode } from 'react';
import {
  CarOutlined,
  CustomerServiceOutlined,
  HeartOutlined,
  MessageOutlined,
  NodeIndexOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  ToolOutlined,
} from '@ant-design/icons';

/** The icons a journey may carry (stored by name; an unknown or empty name shows the default). */
export const journeyIcons: Record<string, ReactNode> = {
  journey: <NodeIndexOutlined />,
  cart: <ShoppingCartOutlined />,
  delivery: <CarOutlined />,
  support: <CustomerServiceOutlined />,
  message: <MessageOutlined />,
  repair: <ToolOutlined />,
  star: <StarOutlined />,
  heart: <HeartOutlined />,
};

export const journeyIcon = (name: string | null): ReactNode => (name ? journeyIcons[name] : undefined) ?? journeyIcons['journey'];
