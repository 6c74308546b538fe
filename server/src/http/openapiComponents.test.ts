import { titledSchemasAsComponents } from './openapiComponents';

const contact = { type: 'object', title: 'Contact', properties: { _id: { type: 'string' } } };
const message = { type: 'object', title: 'Message', properties: { sender: contact } };
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

describe('titledSchemasAsComponents', () => {
  it('makes each titled schema one component, inner ones first, and every copy a $ref', () => {
    const document = {
      paths: {
        '/a': { get: { responses: { 200: json({ type: 'array', items: message }) } } },
        '/b': { get: { responses: { 200: json(contact) } } },
      },
      components: { securitySchemes: { bearerAuth: { type: 'http' } } },
    };
    const result = titledSchemasAsComponents(document);
    expect(result.paths['/a'].get.responses[200]).toEqual(
      json({ type: 'array', items: { $ref: '#/components/schemas/Message' } }),
    );
    expect(result.paths['/b'].get.responses[200]).toEqual(json({ $ref: '#/components/schemas/Contact' }));
    expect(result.components).toEqual({
      securitySchemes: { bearerAuth: { type: 'http' } },
      schemas: {
        Contact: contact,
        Message: { ...message, properties: { sender: { $ref: '#/components/schemas/Contact' } } },
      },
    });
    expect(document.paths['/b'].get.responses[200]).toEqual(json(contact));
  });

  it('refuses two different schemas under one title', () => {
    const other = { ...contact, properties: { name: { type: 'string' } } };
    const document = { paths: { '/a': { get: { responses: { 200: json(contact), 201: json(other) } } } } };
    expect(() => titledSchemasAsComponents(document)).toThrow('two different schemas are titled "Contact"');
  });

  it('refers to a known entity from an x- extension, whose copy @fastify/swagger leaves unconverted', () => {
    const raw = { ...contact, properties: { _id: { type: 'string', anyOf: [] } } };
    const document = { paths: { '/a': { get: { responses: { 200: json(contact) }, 'x-events': [raw] } } } };
    const result = titledSchemasAsComponents(document);
    expect(result.paths['/a'].get['x-events']).toEqual([{ $ref: '#/components/schemas/Contact' }]);
  });

  it('leaves examples as they are', () => {
    const example = { title: 'Contact', type: 'object' };
    const document = {
      paths: { '/a': { get: { responses: { 200: json({ type: 'object', examples: [example] }) } } } },
    };
    expect(titledSchemasAsComponents(document).paths['/a'].get.responses[200]).toEqual(
      json({ type: 'object', examples: [example] }),
    );
  });
});
