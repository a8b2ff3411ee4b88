import { describe, expect, it } from 'vitest';
import { deepMerge, defaultTenantConfig, primaryScale, resolveTenantConfig } from './tenant.js';

describe('primaryScale', () => {
  it('starts at the colour and mixes towards white up to 90%', () => {
    const scale = primaryScale('#FFD803');
    expect(scale['0']).toBe('#FFD803');
    expect(scale['50']).toBe('#FFEC81');
    expect(scale['90']).toBe('#FFFBE6');
    expect(Object.keys(scale)).toEqual(['0', '5', '10', '20', '30', '40', '50', '60', '70', '80', '90']);
  });
});

describe('resolveTenantConfig', () => {
  it('gives the defaults with the spec theme when nothing is configured', () => {
    const { config, warning } = resolveTenantConfig({}, 'localhost:8080');
    expect(config).toBe(defaultTenantConfig);
    expect(config.theme.primaryColor).toBe('#FFD803');
    expect(warning).toContain('localhost:8080');
  });

  it('merges the host entry deeply over the defaults', () => {
    const { config, warning } = resolveTenantConfig(
      { 'cx.acme.com': { tenantName: 'Acme CX', theme: { primaryColor: '#1677FF' } }, 'other.com': { tenantName: 'Other' } },
      'cx.acme.com',
    );
    expect(warning).toBeNull();
    expect(config.tenantName).toBe('Acme CX');
    expect(config.logo).toBe(defaultTenantConfig.logo);
    expect(config.theme.primaryColor).toBe('#1677FF');
    expect(config.theme.primaryColors['0']).toBe('#1677FF');
  });

  it('keeps an explicit scale', () => {
    const { config } = resolveTenantConfig(
      { h: { theme: { primaryColor: '#000000', primaryColors: { '10': '#111111' } } } },
      'h',
    );
    expect(config.theme.primaryColors['10']).toBe('#111111');
    expect(config.theme.primaryColors['0']).toBe('#FFD803');
  });

  it('falls back to defaults with a warning for a malformed file or entry', () => {
    expect(resolveTenantConfig('nonsense', 'h').warning).not.toBeNull();
    expect(resolveTenantConfig(null, 'h').config).toBe(defaultTenantConfig);
    const bad = resolveTenantConfig({ h: { analytics: 'yes' } }, 'h');
    expect(bad.config).toBe(defaultTenantConfig);
    expect(bad.warning).toContain('invalid');
  });
});

describe('deepMerge', () => {
  it('merges objects, replaces arrays and scalars, ignores undefined', () => {
    expect(deepMerge({ a: { b: 1, c: 2 }, l: [1, 2] }, { a: { c: 3 }, l: [9] })).toEqual({ a: { b: 1, c: 3 }, l: [9] });
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});

describe('tenant time zone', () => {
  it('defaults to Istanbul and can be set per host', () => {
    expect(defaultTenantConfig.timeZone).toBe('Europe/Istanbul');
    expect(resolveTenantConfig({ h: { timeZone: 'Europe/Berlin' } }, 'h').config.timeZone).toBe('Europe/Berlin');
  });
});
