import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { findAccountByOid } from './auth/accounts.ts';
import { registerAuthentication } from './auth/authenticate.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createAzureBlobStorage } from './documents/azure-blob-storage.ts';
import { createLocalStorage } from './documents/local-storage.ts';
import type { DocumentStorage } from './documents/storage.ts';
import { createUrlSigner } from './documents/url-signer.ts';
import type { CompiledForm } from '../engine/core/types.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerApiRateLimit } from './http/rate-limit.ts';
import { registerJsonParser } from './http/json-parser.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStaticSpa } from './http/static-spa.ts';
import { appConfigRoutes } from './routes/app-config.ts';
import { blobRoutes } from './routes/blobs.ts';
import { complexChangeForms, complexChangeSubmissionRoutes } from './routes/complex-change-submissions.ts';
import { complexChangeRoutes } from './routes/complex-changes.ts';
import { simpleChangeForms, simpleChangeSubmissionRoutes } from './routes/simple-change-submissions.ts';
import { contactRoutes } from './routes/contacts.ts';
import { bankDetailsRoutes } from './routes/bank-details.ts';
import { certifierClaimCreateRoutes, certifierClaimForm } from './routes/certifier-claim-create.ts';
import { certifierClaimRoutes } from './routes/certifier-claims.ts';
import type { RouteDeps } from './routes/deps.ts';
import { documentDownloadRoutes } from './routes/document-downloads.ts';
import { documentRoutes } from './routes/documents.ts';
import { levyCalculatorRoutes } from './routes/levy-calculator.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { portalRoleRoutes } from './routes/portal-roles.ts';
import { organisationRoutes } from './routes/organisation.ts';
import { portalRoleSaveRoutes } from './routes/portal-role-save.ts';
import { profileRoutes } from './routes/profile.ts';
import { projectConfirmationRoutes } from './routes/project-confirmation.ts';
import { projectRoutes } from './routes/projects.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { abnLookupRoutes } from './routes/abn-lookup.ts';
import { jobNumberCheckRoutes } from './routes/job-number-check.ts';
import { projectSaveRoutes } from './routes/project-save.ts';
import { projectSubmitRoutes } from './routes/project-submit.ts';
import { addressSearchRoutes } from './routes/address-search.ts';
import { cardPaymentRoutes } from './routes/card-payments.ts';
import { payAndSubmitRoutes } from './routes/pay-and-submit.ts';
import { reconcileCardPayments } from './payments/card-payments.ts';
import { cardPaymentDeps, createGateway, isSandboxGateway } from './payments/payment-service.ts';
import type { CardGateway } from './payments/card-gateway.ts';
import { gatewayBrowserSettings } from './payments/payment-config.ts';
import { sandboxGatewayRoutes } from './payments/sandbox-routes.ts';
import { transactionRoutes } from './routes/transactions.ts';
import { transactionDocumentRoutes } from './routes/transaction-documents.ts';
import { formRevisionRoutes } from './routes/form-revisions.ts';
import { studioRoutes } from './routes/studio.ts';
import { createLiveForms, type LiveForms } from './studio/live-forms.ts';
import { registerStudioAccess } from './studio/studio-access.ts';
import { createStudioCompiler, type StudioCompiler } from './studio/studio-compiler.ts';
import { buildCatalog, type FormCatalog } from './studio/submitting-form.ts';
import { notificationFormOf } from './projects/notification-form.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Token verification; default: the configured issuer's JWKS. Tests inject the test issuer's. */
  verifyToken?: TokenVerifier;
  /** Default: Azure Blob Storage when configured, else files in DATA_DIR/documents. */
  storage?: DocumentStorage;
  /** Default: the catalog's complex-change forms from generated/. */
  forms?: CompiledForm[];
  /** Default: the catalog's quick-edit (simple-change) forms from generated/. */
  simpleChangeForms?: CompiledForm[];
  /** The published revision of each form new sessions use; default: the database's, else the build's. */
  liveForms?: LiveForms;
  /**
   * The forms routes find theirs in by the endpoint they submit to; default: the build's catalog.
   * Tests put a test-only form in place of a catalog form (`test-support/test-catalog.ts`).
   */
  catalog?: FormCatalog;
  /** Where the Studio compiles drafts; default: a small pool of worker threads, closed with the app. */
  studioCompiler?: StudioCompiler;
  /** Default: the catalog form that submits certifier claims. */
  certifierClaimForm?: CompiledForm;
  /** Mount the local OpenID provider when the configuration says so (default true). */
  localProvider?: boolean;
  /** Folder of the built SPA; default dist/client of the working directory. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Default: the configured card gateway (the embedded sandbox, or BPOINT). */
  gateway?: CardGateway;
  /** Settle card payments left unknown or not finalised this often (main.ts); tests call it themselves. */
  reconcilePaymentsEveryMs?: number;
  /** The clock of rate limits and sign-in throttling; tests move it on. */
  now?: () => Date;
}

/** The Fastify application: security headers, errors, sign-in, API routes and the SPA. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Forwarded host, protocol and address count only from the configured proxies.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // Our own request ids are not needed; keep Fastify's. List every schema error, not the first.
    ajv: { customOptions: { allErrors: true } },
  });
  registerSecurityHeaders(app, { publicUrl: config.publicUrl, issuer: config.oidc.issuer, gatewayOrigin: gatewayBrowserSettings(config.payments).origin });
  registerErrorHandler(app);
  registerJsonParser(app);
  // With the embedded provider its directory is ours: a deleted account loses access at once.
  const accountExists = config.oidc.localProvider ? async (oid: string) => (await findAccountByOid(db, oid)) !== undefined : undefined;
  registerAuthentication(app, deps.verifyToken ?? createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, rolesClaim: config.oidc.rolesClaim }), accountExists);
  registerStudioAccess(app);
  registerApiRateLimit(app, db, { perMinute: config.apiRateLimitPerMinute, now: deps.now });

  const liveForms = deps.liveForms ?? createLiveForms(db);
  const catalog = deps.catalog ?? buildCatalog;
  const routeDeps: RouteDeps = {
    config,
    db,
    liveForms,
    catalog,
    storage: deps.storage ?? (config.azureBlob ? createAzureBlobStorage(config.azureBlob) : createLocalStorage(join(config.dataDir, 'documents'))),
    signer: createUrlSigner(config.documentSigningKey),
  };
  const forms = deps.forms ?? (await complexChangeForms());
  for (const routes of [appConfigRoutes, contactRoutes, portalRoleRoutes, projectRoutes, complexChangeRoutes, lookupRoutes, documentRoutes, levyCalculatorRoutes, profileRoutes, organisationRoutes, portalRoleSaveRoutes, onboardingRoutes, abnLookupRoutes, jobNumberCheckRoutes, bankDetailsRoutes]) {
    await routes(app, routeDeps);
  }
  for (const routes of [projectSaveRoutes, projectSubmitRoutes, addressSearchRoutes]) await routes(app, routeDeps);
  for (const routes of [projectConfirmationRoutes, documentDownloadRoutes]) await routes(app, routeDeps);
  for (const routes of [transactionRoutes, transactionDocumentRoutes]) await routes(app, routeDeps);
  await complexChangeSubmissionRoutes(app, { ...routeDeps, forms });
  await certifierClaimRoutes(app, routeDeps);
  const claimForm = deps.certifierClaimForm ?? (await certifierClaimForm());
  await app.register(async (scope) => certifierClaimCreateRoutes(scope, routeDeps, claimForm));
  await simpleChangeSubmissionRoutes(app, { ...routeDeps, forms: deps.simpleChangeForms ?? (await simpleChangeForms()) });
  await app.register(async (scope) => blobRoutes(scope, routeDeps));
  const studioCompiler = deps.studioCompiler ?? createStudioCompiler();
  if (!deps.studioCompiler) app.addHook('onClose', () => studioCompiler.close());
  await studioRoutes(app, { ...routeDeps, studioCompiler });
  await formRevisionRoutes(app, routeDeps);
  const gateway = deps.gateway ?? createGateway(db, config.payments);
  const payments = cardPaymentDeps(db, gateway, config.payments, await notificationFormOf(catalog));
  await cardPaymentRoutes(app, routeDeps, payments);
  await payAndSubmitRoutes(app, routeDeps, payments);
  if (isSandboxGateway(gateway)) await sandboxGatewayRoutes(app, gateway, config.payments.sandbox.controlEnabled);
  if (deps.reconcilePaymentsEveryMs) {
    const timer = setInterval(() => void reconcileCardPayments(payments).catch((error) => app.log.error({ err: error }, 'card payment reconciliation failed')), deps.reconcilePaymentsEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  if (config.oidc.localProvider && deps.localProvider !== false) {
    // Loaded only when used: the provider is heavy and tests mostly run without it.
    const { mountLocalProvider } = await import('./auth/local-provider.ts');
    await mountLocalProvider(app, { config, db, now: deps.now });
  }
  await registerStaticSpa(app, deps.clientDir ?? join(process.cwd(), 'dist', 'client'));
  return app;
}
