import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'levy-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toEqual({
      issuer: 'http://localhost:3000/oidc',
      clientId: 'levy-portal',
      audience: 'api://levy-portal',
      scope: 'openid profile email api',
      rolesClaim: 'roles',
      localProvider: true,
    });
    expect(config.documentSigningKey).toHaveLength(32);
  });

  it('shows verification codes on the pages only in the embedded mode, unless told', () => {
    expect(loadConfig({ DATA_DIR: dir }).showVerificationCodes).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).showVerificationCodes).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db.example/levy' }).showVerificationCodes).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db.example/levy', SHOW_VERIFICATION_CODES: 'true' }).showVerificationCodes).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SHOW_VERIFICATION_CODES: 'false' }).showVerificationCodes).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, SHOW_VERIFICATION_CODES: 'yes' })).toThrow(/SHOW_VERIFICATION_CODES/);
  });

  it('persists the generated signing key', () => {
    const a = loadConfig({ DATA_DIR: dir }).documentSigningKey;
    const b = loadConfig({ DATA_DIR: dir }).documentSigningKey;
    expect(a.equals(b)).toBe(true);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '4000',
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://x@db/levy',
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0/',
      OIDC_CLIENT_ID: 'abc',
      OIDC_AUDIENCE: 'api://x',
      OIDC_SCOPE: 'openid',
      OIDC_ROLES_CLAIM: 'extension_Roles',
      DOCUMENT_SIGNING_KEY: 'secret',
    });
    expect(config.port).toBe(4000);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.databaseUrl).toBe('postgres://x@db/levy');
    expect(config.oidc.issuer).toBe('https://login.example.com/tenant/v2.0');
    expect(config.oidc.localProvider).toBe(false);
    expect(config.oidc.rolesClaim).toBe('extension_Roles');
    expect(config.documentSigningKey.toString()).toBe('secret');
  });

  it('derives the issuer from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://levy.example.com/' });
    expect(config.oidc.issuer).toBe('https://levy.example.com/oidc');
    expect(config.oidc.localProvider).toBe(true);
  });

  it('stops at start-up when PAYMENT_GATEWAY=bpoint lacks its credentials', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'bpoint' })).toThrow(
      'PAYMENT_GATEWAY=bpoint needs BPOINT_USERNAME, BPOINT_PASSWORD, BPOINT_MERCHANT_NUMBER',
    );
  });
});
