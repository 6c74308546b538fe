import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify from 'fastify';
import { lazySerializers } from './serializerCompiler';

describe('lazySerializers', () => {
  it("builds a route's serializer at its first answer, once, and answers by its schema", async () => {
    const built: string[] = [];
    const eager = SerializerSelector();
    const app = Fastify({
      schemaController: {
        compilersFactory: {
          buildSerializer: lazySerializers((external, options) => {
            const compile = eager(external, options);
            return (route) => {
              built.push(`${route.method} ${route.url} ${route.httpStatus}`);
              return compile(route);
            };
          }),
        },
      },
    });
    const schema = { type: 'object', properties: { name: { type: 'string' } } } as const;
    app.get('/one', { schema: { response: { 200: schema } } }, async () => ({ name: 'Mario', passwordHash: 'x' }));
    app.get('/two', { schema: { response: { 200: schema, 404: schema } } }, async () => ({ name: 'Giulia' }));
    await app.ready();
    expect(built).toEqual([]);

    const first = await app.inject({ method: 'GET', url: '/one' });
    const again = await app.inject({ method: 'GET', url: '/one' });

    // What the schema does not name is never sent.
    expect(first.json()).toEqual({ name: 'Mario' });
    expect(again.json()).toEqual({ name: 'Mario' });
    expect(built).toEqual(['GET /one 200']);
    await app.close();
  });
});
