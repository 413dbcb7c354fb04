import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configWarnings } from './startup-warnings';

const warningsFor = (env: Record<string, string>) =>
  configWarnings(loadConfig({ DATA_DIR: '/tmp/x', NODE_ENV: 'test', ...env }));

describe('configWarnings', () => {
  it('warns when TRUST_PROXY=true trusts every client', () => {
    expect(warningsFor({ TRUST_PROXY: 'true' }).join('\n')).toMatch(/TRUST_PROXY=true trusts/);
  });

  it('does not warn for a hop count or a list of proxies', () => {
    expect(warningsFor({ TRUST_PROXY: '1' })).toEqual([]);
    expect(warningsFor({ TRUST_PROXY: '10.0.0.0/8' })).toEqual([]);
  });

  it('warns when a production import may fetch images from private addresses', () => {
    expect(
      configWarnings(loadConfig({ DATA_DIR: '/tmp/x', IMPORT_ALLOW_PRIVATE_HOSTS: 'true' })).join('\n'),
    ).toMatch(/IMPORT_ALLOW_PRIVATE_HOSTS=true lets/);
    expect(warningsFor({ IMPORT_ALLOW_PRIVATE_HOSTS: 'true' })).toEqual([]);
    expect(configWarnings(loadConfig({ DATA_DIR: '/tmp/x' }))).toEqual([]);
  });

  it('warns when e-mail is on without PUBLIC_URL: quotations cannot be e-mailed', () => {
    const warned = warningsFor({ SMTP_URL: 'smtp://mail.example:587' }).join('\n');
    expect(warned).toMatch(/PUBLIC_URL is not/);
    expect(warned).toMatch(/quotations cannot be e-mailed/);
    expect(
      warningsFor({ SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://ironsite.example' }),
    ).toEqual([]);
  });
});
