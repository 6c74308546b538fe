import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's response serializers (fast-json-stringify), each built at its route's first answer of that status
 * instead of for every route at start-up. About 140 are built otherwise, each a generated function whose source V8
 * keeps: what it buys is resident memory after start (docs/PERFORMANCE.md, `api` resident memory). A route's first
 * answer pays its build once (a few milliseconds).
 */
export function lazySerializers(build: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: ReturnType<typeof compile> | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}
