import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/** The `{ success, code, message, value }` envelope around a value schema. */
function envelopeOf(value: z.ZodType) {
  return z.object({ success: z.boolean(), code: z.string(), message: z.string(), value });
}

type JsonSchema = Record<string, unknown>;

/** Zod to JSON Schema 2020-12 (OpenAPI 3.1's dialect); input shapes for requests, output for responses. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Query and path parameters, one OpenAPI parameter per property of the object schema. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const SECURITY: Record<Endpoint['access'], JsonSchema[] | undefined> = {
  public: [],
  session: [{ session: [] }],
  member: [{ session: [] }],
  agent: [{ session: [] }],
  operator: [{ operator: [] }],
};

/**
 * The OpenAPI 3.1 document of the declared endpoints (issue 14), generated from the same schemas
 * the server validates with, so it cannot drift from what is served.
 */
export function openApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string; description?: string },
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
    const operation: JsonSchema = {
      operationId: e.id,
      summary: e.summary,
      tags: [e.id.split('.')[0]],
      parameters: [
        ...parametersOf(e.params, 'path'),
        ...parametersOf(e.query, 'query'),
        { name: 'x-merchant', in: 'header', required: false, schema: { type: 'string' } },
        { name: 'x-language', in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '200': {
          description: 'Success: the envelope with `success: true` and the value.',
          content: { 'application/json': { schema: schemaOf(envelopeOf(e.response), 'output') } },
        },
        default: {
          description:
            'Failure: the envelope with `success: false`, a stable `code` and a localised `message`.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      },
      'x-access': e.access,
      ...(e.permission ? { 'x-permission': e.permission } : {}),
    };
    if (e.produces) {
      operation.responses = {
        '200': {
          description: `Success: the ${e.produces} itself, not the envelope.`,
          content: { [e.produces]: { schema: schemaOf(e.response, 'output') } },
        },
        default: (operation.responses as JsonSchema).default,
      };
    }
    if (e.redirect) {
      operation.responses = {
        '302': {
          description: 'A redirect the browser follows (this is a link, not an API call).',
          headers: { location: { schema: schemaOf(e.response, 'output') } },
        },
        default: (operation.responses as JsonSchema).default,
      };
    }
    const security = SECURITY[e.access];
    if (security) operation.security = security;
    if (e.allowPasswordChange) operation['x-allow-password-change'] = true;
    if (e.upload) {
      const { types, maxBytes } = e.upload;
      operation.requestBody = {
        required: true,
        description: `The file itself, at most ${maxBytes} bytes.`,
        content: Object.fromEntries(
          types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      };
    }
    if (e.body) {
      const schema = e.sealed
        ? { description: 'A sealed payload (ADR 0010) whose plaintext is:', ...schemaOf(e.body, 'input') }
        : schemaOf(e.body, 'input');
      operation.requestBody = {
        required: true,
        content: Object.fromEntries(
          ['application/json', ...(e.accepts ?? [])].map((type) => [type, { schema }]),
        ),
      };
    }
    paths[path] = { ...(paths[path] ?? {}), [e.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'The member session token (ADR 0009).' },
        operator: { type: 'http', scheme: 'bearer', description: 'The operator session token.' },
      },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['success', 'code', 'message', 'value'],
          properties: {
            success: { const: false },
            code: { type: 'string' },
            message: { type: 'string' },
            value: {},
          },
        },
      },
    },
  };
}
