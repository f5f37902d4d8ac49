import { describe, expect, it } from 'vitest';
import { rateLimitFrom } from './api-docs-data.ts';
import { describeSchemaType } from './json-schema.ts';
import { buildApiDocs } from './openapi-model.ts';

/** Shaped like what @fastify/swagger writes for zod route schemas. */
const document = {
  openapi: '3.1.0',
  info: { title: 'Recipe Site API', version: '1.0.0', description: 'Rate limit: 1000 requests per hour per IP.' },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    schemas: { Rating: { type: 'object', properties: { rating: { type: 'integer' } }, required: ['rating'] } },
  },
  paths: {
    '/api/v1/recipes': {
      get: {
        tags: ['recipes'],
        summary: 'List recipes',
        parameters: [
          { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
          { name: 'user_id', in: 'query', schema: { type: 'integer' }, description: 'Only this member' },
        ],
        responses: { '200': { description: 'Default Response' } },
      },
      post: {
        tags: ['recipes'],
        summary: 'Create a recipe',
        security: [{ bearerAuth: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 1 },
                  prepTime: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
                  keywords: { type: 'array', items: { type: 'string' } },
                  recipeCategory: { type: ['string', 'null'], enum: ['soups', 'desserts', null] },
                },
                required: ['name'],
              },
            },
          },
        },
        responses: { '201': { description: 'Created' }, '401': { description: 'Not signed in' } },
      },
    },
    '/api/v1/recipes/{id}': {
      delete: {
        tags: ['recipes'],
        summary: 'Delete a recipe',
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }],
        responses: { '204': { description: 'Deleted' } },
      },
    },
    '/api/v1/recipes/recipes': {
      post: {
        tags: ['recipes'],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
            },
          },
        },
        responses: {},
      },
    },
    '/users/authenticate': {
      post: {
        tags: ['accounts'],
        summary: 'Sign in',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Rating' } } } },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/api/v1/ratings': { post: { tags: ['ratings'], summary: 'Rate', responses: {} } },
    '/health': { get: { summary: 'Untagged', responses: {} } },
    '/{*}': { get: { summary: 'The web pages', responses: {} } },
  },
};

describe('buildApiDocs', () => {
  it('groups endpoints by tag in the order tags first appear', () => {
    const model = buildApiDocs(document);
    expect(model.groups.map((g) => g.tag)).toEqual(['recipes', 'accounts', 'ratings', 'other']);
    expect(model.groups[0]?.endpoints.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/v1/recipes',
      'POST /api/v1/recipes',
      'DELETE /api/v1/recipes/{id}',
      'POST /api/v1/recipes/recipes',
    ]);
  });

  it('follows the order of declared tags when the document has them', () => {
    const model = buildApiDocs({ ...document, tags: [{ name: 'accounts', description: 'Sign-in' }] });
    expect(model.groups[0]).toMatchObject({ tag: 'accounts', description: 'Sign-in' });
  });

  it('reads parameters, body fields, responses and the bearer requirement', () => {
    const [list, create, remove, bulk] = buildApiDocs(document).groups[0]?.endpoints ?? [];
    expect(list?.requiresAuth).toBe(false);
    expect(list?.parameters).toEqual([
      { name: 'page', location: 'query', required: false, type: 'integer', description: '' },
      { name: 'user_id', location: 'query', required: false, type: 'integer', description: 'Only this member' },
    ]);
    expect(create?.requiresAuth).toBe(true);
    expect(create?.bodyContentType).toBe('application/json');
    expect(create?.bodyFields).toEqual([
      { name: 'name', type: 'string', required: true, description: '' },
      { name: 'prepTime', type: 'integer | null', required: false, description: '' },
      { name: 'keywords', type: 'array of string', required: false, description: '' },
      { name: 'recipeCategory', type: '"soups" | "desserts" | null', required: false, description: '' },
    ]);
    expect(create?.responses.map((r) => [r.status, r.description])).toEqual([
      ['201', 'Created'],
      ['401', 'Not signed in'],
    ]);
    expect(remove?.parameters[0]).toMatchObject({ name: 'id', location: 'path', required: true });
    expect(bulk?.bodyIsList).toBe(true);
    expect(bulk?.bodyFields.map((f) => f.name)).toEqual(['name']);
  });

  it('describes response bodies and drops the generator placeholder text', () => {
    const model = buildApiDocs({
      paths: {
        '/api/v1/ratings/recipe/{id}': {
          get: {
            responses: {
              '200': {
                description: 'Default Response',
                content: {
                  'application/json': {
                    schema: { type: 'array', items: { type: 'object', properties: { id: {}, rating: {} } } },
                  },
                },
              },
              '204': { description: 'Deleted' },
            },
          },
        },
      },
    });
    expect(model.groups[0]?.endpoints[0]?.responses).toEqual([
      {
        status: '200',
        description: '',
        contentType: 'application/json',
        type: 'array of object',
        fields: ['id', 'rating'],
      },
      { status: '204', description: 'Deleted', contentType: null, type: null, fields: [] },
    ]);
  });

  it('resolves component references', () => {
    const signIn = buildApiDocs(document).groups[1]?.endpoints[0];
    expect(signIn?.bodyFields).toEqual([{ name: 'rating', type: 'integer', required: true, description: '' }]);
  });

  it('survives a missing or malformed document', () => {
    expect(buildApiDocs(null).groups).toEqual([]);
    expect(buildApiDocs({ paths: { '/x': { get: 'nonsense' } } }).groups).toEqual([]);
  });
});

describe('describeSchemaType', () => {
  it('reads formats and unknown shapes', () => {
    expect(describeSchemaType({ type: 'string', format: 'email' })).toBe('string (email)');
    expect(describeSchemaType({})).toBe('any');
    expect(describeSchemaType({ properties: {} })).toBe('object');
  });
});

describe('rateLimitFrom', () => {
  it("reads the server's configured limit, else the documented 1000", () => {
    expect(rateLimitFrom('Rate limit: 250 requests per hour per IP.')).toBe(250);
    expect(rateLimitFrom('Nothing here')).toBe(1000);
  });
});
