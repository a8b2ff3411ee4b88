import { defaultTenantConfig, resolveTenantConfig, type TenantConfig } from '@sentio/domain';

let cached: Promise<TenantConfig> | null = null;

/**
 * The tenant configuration for this host, fetched once and cached (docs/tenant-branding.md). It never fails: a
 * missing, broken or slow file only logs a warning and gives the defaults, because branding must not
 * keep the application from starting.
 */
export function loadTenantConfig(host: string = window.location.host, timeoutMs = 5_000): Promise<TenantConfig> {
  cached ??= (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch('/tenant-config.json', { credentials: 'same-origin', signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { config, warning } = resolveTenantConfig(await response.json(), host);
      if (warning) console.warn(`[tenant] ${warning}; using defaults`);
      return config;
    } catch (error) {
      console.warn('[tenant] configuration could not be loaded; using defaults', error);
      return defaultTenantConfig;
    } finally {
      clearTimeout(timer);
    }
  })();
  return cached;
}

/** Favicon and document title follow the tenant. */
export function applyTenantToDocument(config: TenantConfig): void {
  document.title = config.tenantName;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = config.favIcon;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.theme.primaryColor);
}
