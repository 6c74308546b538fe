import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

type Operation = { operationId?: string; summary?: string; tags?: string[]; security?: unknown[] };

/** Every `/api` route the app serves (from Fastify's route tree), as OpenAPI paths, without the docs' own routes. */
function servedApiPaths(tree: string): string[] {
  const parents: string[] = [];
  const paths = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const full = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = full;
    if (match[3] && full.startsWith('/api/') && !full.startsWith('/api/docs')) {
      paths.add(full.replace(/:(\w+)/g, '{$1}'));
    }
  }
  return [...paths].sort();
}

describe('OpenAPI document', () => {
  it('lists every API route with a summary and a tag', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const served = servedApiPaths(t.app.printRoutes({ commonPrefix: false }));
    expect(served).toEqual(
      expect.arrayContaining(['/api/contact', '/api/dev/mailbox', '/api/health', '/api/user/login']),
    );
    expect(
      Object.keys(document.paths)
        .filter((path) => path.startsWith('/api/'))
        .sort(),
    ).toEqual(served);
    const operations: Operation[] = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap(
      (path) => Object.values(path),
    );
    for (const operation of operations) {
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags?.length).toBeGreaterThan(0);
      expect(operation.operationId).toMatch(/^[a-z]+[A-Za-z]*$/);
    }
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(document.paths['/api/user/login'].post.tags).toEqual(['account']);
    const contactBody = document.paths['/api/contact'].post.requestBody.content['application/json'].schema;
    expect(contactBody.properties.message).toMatchObject({ maxLength: 5000 });
  });

  it('gives every /api operation its request and response schemas, error bodies and multipart forms included', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    type Schema = { $ref?: string; required?: string[]; properties?: Record<string, unknown> };
    type Content = Record<string, { schema?: Schema }>;
    const resolved = (schema: Schema | undefined): Schema | undefined =>
      schema?.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
    type Op = { requestBody?: { content: Content }; responses: Record<string, { content?: Content }> };
    const operations = Object.entries(document.paths as Record<string, Record<string, Op>>)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({ route: `${method} ${path}`, operation })),
      );
    const BODILESS = [
      'post /api/user/my/order/{id}/reorder',
      'put /api/user/message/thread/{threadId}/read',
      'post /api/user/logout',
      'post /api/user/calendar/feed/regenerate',
      'put /api/user/notifications/{id}/read',
      'post /api/dev/payments/sandbox/drop-next-refund-answer',
    ];
    for (const { route, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '101') continue; // the WebSocket upgrade: no body
        // JSON, or a document sent as a file (a receipt's PDF).
        const schema = resolved(
          (response.content?.['application/json'] ?? response.content?.['application/pdf'])?.schema,
        );
        expect({ route, status, documented: Boolean(schema) }).toEqual({ route, status, documented: true });
        if (status.startsWith('4')) expect(schema?.required).toEqual(['message', 'statusCode', 'error']);
      }
      if (/^(post|put) /.test(route) && !BODILESS.includes(route)) {
        expect({ route, body: Boolean(operation.requestBody) }).toEqual({ route, body: true });
      }
      if (!route.endsWith('/api/health'))
        expect({ route, has403: '403' in operation.responses }).toEqual({ route, has403: true });
    }
    const multipart = operations
      .filter(({ operation }) => operation.requestBody?.content['multipart/form-data'])
      .map(({ route }) => route)
      .sort();
    expect(multipart).toEqual([
      'post /api/user/association/signup',
      'post /api/user/event/{id}/image',
      'post /api/user/group',
      'post /api/user/send/message/in/group',
      'post /api/user/send/message/in/single',
      'post /api/user/signup',
      'post /api/user/team/message/send',
      'put /api/user/gallery/image/{eventId}',
      'put /api/user/group/{id}',
      'put /api/user/profile',
      'put /api/user/profile/picture',
    ]);
    const eventImage =
      document.paths['/api/user/event/{id}/image'].post.requestBody.content['multipart/form-data'].schema;
    expect(eventImage).toMatchObject({ required: ['picture'], properties: { picture: { format: 'binary' } } });
  });

  it('sends each shared entity as one component that every route refers to', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const text = JSON.stringify(document.paths);
    expect(document.components.schemas.EventListItem.title).toBe('EventListItem');
    expect(text).not.toContain('"title":"EventListItem"');
    expect(
      document.paths['/api/user/profile'].get.responses['200'].content['application/json'].schema.properties.data,
    ).toEqual({
      $ref: '#/components/schemas/Profile',
    });
    expect(document.components.schemas.Profile.properties.favouriteEvent.items).toEqual({
      $ref: '#/components/schemas/EventListItem',
    });
  });

  it('documents /api/ws: its 101 answer and the messages of each side', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const ws = document.paths['/api/ws'].get;
    expect(Object.keys(ws.responses)).toEqual(expect.arrayContaining(['101', '401', '426']));
    const names = (refs: { $ref: string }[]) => refs.map((ref) => ref.$ref.replace('#/components/schemas/', ''));
    const types = (refs: { $ref: string }[]) =>
      names(refs).map((name) => document.components.schemas[name].properties.type.const);
    expect(types(ws['x-live-messages'].serverToClient)).toEqual([
      'ready',
      'pong',
      'catch-up',
      'message.created',
      'message.updated',
      'thread.updated',
      'thread.removed',
      'unread.changed',
      'thread.read',
      'typing',
      'cart.changed',
      'notification.created',
    ]);
    expect(types(ws['x-live-messages'].clientToServer)).toEqual(['ping', 'typing']);
  });

  it('declares the bearer token and the client key header', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes).toEqual({
      clientKey: { type: 'apiKey', in: 'header', name: 'x-campo-key' },
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    expect(document.security).toEqual([{ clientKey: [] }]);
    expect(document.paths['/api/health'].get.security).toEqual([]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});
