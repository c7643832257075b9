// Sign-in for the portal (oidc-client-ts, authorization code + PKCE, session storage).
export { AuthProvider } from './AuthProvider.tsx';
export { useAuth, type AuthContextValue, type AuthStatus } from './auth-context.ts';
export type { AuthUser } from './auth-user.ts';
export { RequireSignIn } from './RequireSignIn.tsx';
export { AuthCallbackPage } from './AuthCallbackPage.tsx';
export { getAccessToken } from './access-token.ts';
export { startProfileEdit } from './sign-in.ts';
