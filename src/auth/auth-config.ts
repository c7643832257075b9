/** What the portal needs to sign in, from the public `GET /api/config`. */
export interface AuthConfig {
  oidcIssuer: string;
  oidcClientId: string;
  oidcScope: string;
  oidcAudience: string;
  /** The ID token claim that lists the user's roles (Forms Studio: analyst, tester). */
  oidcRolesClaim: string;
  /** The provider's profile edit user flow (Azure AD B2C `p`), when it has one. */
  profileEditPolicy?: string;
}

export async function fetchAuthConfig(fetchImpl: typeof fetch = fetch): Promise<AuthConfig> {
  const response = await fetchImpl('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the sign-in configuration (HTTP ${response.status})`);
  const config = (await response.json()) as Partial<AuthConfig>;
  if (!config.oidcIssuer || !config.oidcClientId) throw new Error('The sign-in configuration is incomplete');
  return { oidcScope: 'openid profile email', oidcAudience: '', oidcRolesClaim: 'roles', ...config } as AuthConfig;
}
