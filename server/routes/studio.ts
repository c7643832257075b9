/**
 * The Forms Studio API (`/api/studio`, analysts and testers only: `studio/studio-access.ts`).
 * Analysts keep one draft per form, check it and publish it as a new immutable revision of the
 * same version; testers read every form and revision and run the checks.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIXTURE_EXISTS, FIXTURE_NAME_SCHEMA, type FormFiles } from '../../engine/core/form-files.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { publishable, type StudioChecks } from '../studio/draft-checks.ts';
import { SupersededError } from '../studio/form-lanes.ts';
import { moduleUrlOf } from '../studio/live-forms.ts';
import { contentHash } from '../studio/content-hash.ts';
import { draftFormIds, findDraft, findRevision, insertRevision, revisionHistory, saveDraft, discardDraft } from '../studio/revision-store.ts';
import { requireAnalyst } from '../studio/studio-access.ts';
import { liveCatalog, liveForm, workingFiles } from '../studio/studio-forms.ts';
import { exportBundle } from '../studio/export-bundle.ts';
import type { StudioCompiler } from '../studio/studio-compiler.ts';
import type { RouteDeps } from './deps.ts';

export const NO_DRAFT = 'There is no draft of this form to publish.';
export const PUBLISH_BLOCKED = 'The form cannot be published until lint is clean, every fixture passes, nothing breaks the live version and its generated types stay the same.';
export const REVISION_NOT_FOUND = 'The revision was not found.';
export const SUPERSEDED = 'A newer edit of this form replaced this one before it was checked.';

const FORM_ID = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: FORM_ID } } as const;
const object = { type: 'object' } as const;
export const filesSchema = {
  type: 'object',
  required: ['form', 'schema', 'ui', 'machine', 'fixtures'],
  additionalProperties: false,
  properties: {
    form: { type: 'object', required: ['id', 'version', 'steps'], properties: { id: { type: 'string' }, version: { type: 'integer' }, steps: { type: 'array', items: object } } },
    schema: object,
    ui: object,
    machine: object,
    fixtures: { type: 'object', propertyNames: FIXTURE_NAME_SCHEMA, additionalProperties: object },
  },
} as const;
const filesBody = { type: 'object', required: ['files'], additionalProperties: false, properties: { files: filesSchema } } as const;
const STUDIO_BODY_LIMIT = 8 * 1024 * 1024;

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
const publisher = (request: FastifyRequest) => request.identity.email ?? request.identity.oid;

type StudioDeps = RouteDeps & { studioCompiler: StudioCompiler };

/**
 * Runs a task in the form's turn (one at a time, in order: a draft is read, checked and stored
 * before the next edit's task starts); a task replaced while waiting answers 409.
 */
async function inTurn<T>(deps: StudioDeps, formId: string, task: () => Promise<T>, replaces?: string): Promise<T> {
  try {
    return await deps.studioCompiler.inTurn(formId, task, { replaces });
  } catch (error) {
    if (error instanceof SupersededError) throw new HttpError(409, SUPERSEDED);
    throw error;
  }
}

async function publishFiles(deps: StudioDeps, request: FastifyRequest, reply: FastifyReply, formId: string, files: FormFiles, revertedFrom?: number) {
  const { live, others } = await liveForm(deps.db, formId);
  const { checks, compiled } = await deps.studioCompiler.check(formId, files, live.files, others);
  if (!publishable(checks) || !compiled) return reply.code(422).send({ message: PUBLISH_BLOCKED, checks });
  const revision = await insertRevision(deps.db, {
    formId,
    version: files.form.version,
    hash: contentHash(files),
    files,
    moduleHash: compiled.moduleHash,
    moduleSource: compiled.moduleSource,
    publishedBy: publisher(request),
    revertedFrom,
  });
  return reply.send({ version: files.form.version, revision });
}

export async function studioRoutes(app: FastifyInstance, deps: StudioDeps) {
  const { db, studioCompiler } = deps;

  app.get('/api/studio/forms', async () => {
    const drafts = await draftFormIds(db);
    const forms = (await liveCatalog(db)).map(({ id, revision, files }) => ({
      id,
      title: files.form.title,
      formReference: files.form.formReference ?? null,
      version: revision?.version ?? files.form.version,
      revision: revision?.revision ?? null,
      publishedAt: revision?.publishedAt ?? null,
      publishedBy: revision?.publishedBy ?? null,
      draft: drafts.has(id),
    }));
    return { forms };
  });

  app.get('/api/studio/forms/:id', { schema: { params: idParams } }, async (request: IdRequest) => {
    const { live, draft, files } = await workingFiles(db, request.params.id);
    // A workspace opens: its first check should not wait for a compile worker to load.
    studioCompiler.warm();
    return {
      id: request.params.id,
      version: live.revision?.version ?? live.files.form.version,
      revision: live.revision?.revision ?? null,
      // The live revision's compiled module (a tester runs its fixtures in the browser).
      moduleUrl: live.revision ? moduleUrlOf(live.revision.moduleHash) : null,
      draft: !!draft,
      files,
      ...(draft ? { checks: draft.checks, preview: draft.moduleHash ? { moduleUrl: moduleUrlOf(draft.moduleHash) } : null } : {}),
    };
  });

  app.put<{ Params: { id: string }; Body: { files: FormFiles } }>(
    '/api/studio/forms/:id/draft',
    { bodyLimit: STUDIO_BODY_LIMIT, schema: { params: idParams, body: filesBody } },
    async (request) => {
      requireAnalyst(request);
      const formId = request.params.id;
      // The next edit's draft replaces this one while it waits: only the newest is worth checking.
      return inTurn(deps, formId, async () => {
        const { live, others } = await liveForm(db, formId);
        const { checks, compiled } = await studioCompiler.check(formId, request.body.files, live.files, others);
        await saveDraft(db, { formId, files: request.body.files, checks, moduleHash: compiled?.moduleHash ?? null, moduleSource: compiled?.moduleSource ?? null, updatedBy: publisher(request) });
        return { checks, preview: compiled ? { moduleUrl: moduleUrlOf(compiled.moduleHash) } : null };
      }, 'draft');
    },
  );

  // A tester (or analyst) proposes a fixture: it joins the form's draft (opened from the live
  // files when none is open), where the analyst sees its result and publishes it with the form.
  app.post<{ Params: { id: string }; Body: { name: string; fixture: Record<string, unknown> } }>(
    '/api/studio/forms/:id/fixtures',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['name', 'fixture'],
          additionalProperties: false,
          properties: { name: filesSchema.properties.fixtures.propertyNames, fixture: { type: 'object', required: ['description', 'data', 'expect'], properties: { description: { type: 'string' }, data: object, expect: object } } },
        },
      },
    },
    async (request, reply) => {
      const formId = request.params.id;
      return inTurn(deps, formId, async () => {
        const { files } = await workingFiles(db, formId);
        if (request.body.name in files.fixtures) throw new HttpError(409, FIXTURE_EXISTS);
        const proposed: FormFiles = { ...files, fixtures: { ...files.fixtures, [request.body.name]: request.body.fixture as never } };
        const { live, others } = await liveForm(db, formId);
        const { checks, compiled } = await studioCompiler.check(formId, proposed, live.files, others);
        await saveDraft(db, { formId, files: proposed, checks, moduleHash: compiled?.moduleHash ?? null, moduleSource: compiled?.moduleSource ?? null, updatedBy: publisher(request) });
        return reply.code(201).send({ checks, preview: compiled ? { moduleUrl: moduleUrlOf(compiled.moduleHash) } : null });
      });
    },
  );

  app.delete('/api/studio/forms/:id/draft', { schema: { params: idParams } }, async (request: IdRequest, reply) => {
    requireAnalyst(request);
    await liveForm(db, request.params.id);
    await inTurn(deps, request.params.id, () => discardDraft(db, request.params.id));
    return reply.code(204).send();
  });

  // Checks files without keeping them: a tester's fixture run, or an analyst's before saving.
  app.post<{ Params: { id: string }; Body: { files: FormFiles } }>(
    '/api/studio/forms/:id/check',
    { bodyLimit: STUDIO_BODY_LIMIT, schema: { params: idParams, body: filesBody } },
    async (request): Promise<{ checks: StudioChecks }> => {
      const formId = request.params.id;
      // A caller's next check of the form replaces this one while it waits.
      return inTurn(deps, formId, async () => {
        const { live, others } = await liveForm(db, formId);
        const { checks } = await studioCompiler.check(formId, request.body.files, live.files, others);
        return { checks };
      }, `check:${request.identity.oid}`);
    },
  );

  app.post('/api/studio/forms/:id/publish', { schema: { params: idParams } }, async (request: IdRequest, reply) => {
    requireAnalyst(request);
    return inTurn(deps, request.params.id, async () => {
      const draft = await findDraft(db, request.params.id);
      if (!draft) {
        await liveForm(db, request.params.id);
        throw new HttpError(409, NO_DRAFT);
      }
      return publishFiles(deps, request, reply, request.params.id, draft.files);
    });
  });

  app.get('/api/studio/forms/:id/revisions', { schema: { params: idParams } }, async (request: IdRequest) => {
    await liveForm(db, request.params.id);
    const revisions = await revisionHistory(db, request.params.id);
    return { revisions: revisions.map(({ version, revision, hash, publishedAt, publishedBy, revertedFrom }) => ({ version, revision, hash, publishedAt, publishedBy, revertedFrom })) };
  });

  const revisionParams = { type: 'object', required: ['id', 'revision'], properties: { id: FORM_ID, revision: { type: 'integer', minimum: 1, maximum: 1_000_000 } } } as const;
  app.get<{ Params: { id: string; revision: number }; Querystring: { version?: number } }>(
    '/api/studio/forms/:id/revisions/:revision',
    { schema: { params: revisionParams, querystring: { type: 'object', properties: { version: { type: 'integer', minimum: 1, maximum: 1000 } } } } },
    async (request) => {
      const found = await findRevision(db, request.params.id, request.params.revision, request.query.version);
      if (!found) throw notFound(REVISION_NOT_FOUND);
      const { version, revision, hash, publishedAt, publishedBy, revertedFrom, files, moduleHash } = found;
      return { id: found.formId, version, revision, hash, publishedAt, publishedBy, revertedFrom, moduleUrl: moduleUrlOf(moduleHash), files };
    },
  );

  app.post<{ Params: { id: string }; Body: { revision: number } }>(
    '/api/studio/forms/:id/revert',
    { schema: { params: idParams, body: { type: 'object', required: ['revision'], additionalProperties: false, properties: { revision: { type: 'integer', minimum: 1, maximum: 1_000_000 } } } } },
    async (request, reply) => {
      requireAnalyst(request);
      const older = await findRevision(db, request.params.id, request.body.revision);
      if (!older) throw notFound(REVISION_NOT_FOUND);
      return inTurn(deps, request.params.id, () => publishFiles(deps, request, reply, request.params.id, older.files, older.revision));
    },
  );

  app.get('/api/studio/forms/:id/export', { schema: { params: idParams } }, async (request: IdRequest, reply) => {
    const { live, files } = await workingFiles(db, request.params.id);
    const bundle = exportBundle(request.params.id, files, live);
    return reply.header('content-disposition', `attachment; filename="${request.params.id}-release.json"`).send(bundle);
  });
}
