import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { GatewayRefusal } from './card-gateway.ts';
import { SANDBOX_SCRIPT_URL } from './payment-config.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

const SCRIPT = readFileSync(new URL('./sandbox-card-gateway.js', import.meta.url), 'utf8');
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * The sandbox gateway's own browser endpoints, outside `/api` and without sign-in (as a real
 * gateway's): its script, and attaching a card to an auth key. Request bodies are never logged.
 * With `controlEnabled`, tests switch its delay and failure at run time.
 */
export async function sandboxGatewayRoutes(app: FastifyInstance, gateway: SandboxGateway, controlEnabled: boolean) {
  app.get(SANDBOX_SCRIPT_URL, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  );

  app.post<{ Params: { authKey: string }; Body: { cardNumber: string; expiryMonth: string; expiryYear: string; name: string; cvn: string } }>(
    '/sandbox-gateway/v1/authkeys/:authKey/card',
    {
      logLevel: 'warn',
      schema: {
        params: { type: 'object', properties: { authKey: text(100) } },
        body: {
          type: 'object',
          required: ['cardNumber', 'expiryMonth', 'expiryYear', 'name', 'cvn'],
          properties: { cardNumber: text(30), expiryMonth: text(2), expiryYear: text(2), name: text(200), cvn: text(4) },
        },
      },
    },
    async (request, reply) => {
      try {
        await gateway.attachCard(request.params.authKey, request.body);
        return reply.code(204).send();
      } catch (error) {
        if (error instanceof GatewayRefusal) return reply.code(400).send({ message: error.message });
        throw error;
      }
    },
  );

  if (!controlEnabled) return;
  app.put<{ Body: { delayMs: number; failure: SandboxGateway['behaviour']['failure'] } }>(
    '/sandbox-gateway/v1/test-mode',
    {
      schema: {
        body: {
          type: 'object',
          required: ['delayMs', 'failure'],
          additionalProperties: false,
          properties: { delayMs: { type: 'integer', minimum: 0, maximum: 600_000 }, failure: { enum: ['none', 'unavailable', 'lost-response'] } },
        },
      },
    },
    async (request) => {
      Object.assign(gateway.behaviour, request.body);
      return gateway.behaviour;
    },
  );
}
