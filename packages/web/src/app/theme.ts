import { theme as antdTheme, type ThemeConfig } from 'antd';
import { shellConstants, type TenantConfig } from '@sentio/domain';

const darkText = '#1f1f1f';

/** Relative luminance (WCAG) of a #rrggbb colour; 0 for anything else. */
export function luminance(color: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  if (!m?.[1]) return 0;
  const hex = m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Mixes a #rrggbb colour towards black by `amount` (0…1). */
function darken(color: string, amount: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  if (!m?.[1]) return color;
  const hex = m[1];
  const parts = [0, 2, 4].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount)));
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * antd theme from the tenant's primary colour (radius 8, font 14, control height 36; see docs/tenant-branding.md).
 * A light primary such as the default #FFD803 cannot carry white text, so text on primary surfaces turns
 * dark and links/selected text use a darkened primary; dark overlays (tooltips, badges) keep white text.
 */
export function buildTheme(tenant: TenantConfig): ThemeConfig {
  const primary = tenant.theme.primaryColor || shellConstants.theme.primaryColor;
  const light = luminance(primary) > 0.45;
  const accentText = light ? darken(primary, 0.6) : primary;
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      borderRadius: shellConstants.theme.borderRadius,
      fontSize: shellConstants.theme.fontSize,
      controlHeight: shellConstants.theme.controlHeight,
      ...(light ? { colorTextLightSolid: darkText, colorLink: accentText, colorLinkHover: darken(primary, 0.45) } : {}),
    },
    components: {
      Notification: { width: shellConstants.notice.width },
      ...(light
        ? {
            Tooltip: { colorTextLightSolid: '#ffffff' },
            Badge: { colorTextLightSolid: '#ffffff' },
            Menu: { itemSelectedColor: darkText, itemSelectedBg: tenant.theme.primaryColors['80'] },
            Tabs: { itemSelectedColor: darkText, itemActiveColor: darkText, itemHoverColor: accentText },
            Pagination: { itemActiveColor: darkText, itemActiveColorHover: darkText },
          }
        : {}),
    },
  };
}
