import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { validatorCompiler } from './validatorCompiler';

type Validate = (value: unknown) => { value?: unknown; error?: unknown[] };
const route = (schema: TSchema, httpPart: string) => ({ schema, httpPart, method: 'GET', url: '/test' });
const compile = (schema: TSchema, httpPart: string) => validatorCompiler(route(schema, httpPart)) as Validate;

describe('validatorCompiler', () => {
  const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) });
  const Query = Type.Object({
    offset: Type.Optional(Type.Integer({ minimum: 0 })),
    radius: Type.Optional(Type.Number()),
    name: Type.Optional(Type.String()),
  });

  it('checks params made of strings as they came', () => {
    const check = compile(IdParams, 'params');
    const params = { id: 'a'.repeat(24) };
    expect(check(params)).toEqual({ value: params });
    expect(check({ id: 'nope' }).error).toEqual([expect.objectContaining({ instancePath: '/id' })]);
    expect(check({}).error?.length).toBeGreaterThan(0);
  });

  it('answers what TypeBoxValidatorCompiler answers for querystrings, asked once or again', () => {
    const ours = compile(Query, 'querystring');
    const typebox = TypeBoxValidatorCompiler(route(Query, 'querystring')) as Validate;
    const queries = [
      { offset: '20', name: 'x' },
      { name: 'x' },
      {},
      { offset: 'x' },
      { offset: '1.5' },
      { offset: '-1' },
      { radius: '2.5' },
      { name: ['x', 'y'] },
    ];
    for (const query of [...queries, ...queries]) {
      const expected = typebox({ ...query });
      const answer = ours({ ...query });
      expect(answer.value).toEqual(expected.value);
      expect(Boolean(answer.error)).toBe(Boolean(expected.error));
    }
    expect(ours({ offset: '20' })).toEqual({ value: { offset: 20 } });
  });

  it('hands every request its own converted object', () => {
    const check = compile(Query, 'querystring');
    const first = check({ offset: '20' }).value as { offset: number };
    first.offset = 99;
    expect(check({ offset: '20' })).toEqual({ value: { offset: 20 } });
  });

  it('never converts bodies', () => {
    const body = compile(Type.Object({ isFavourite: Type.Boolean() }), 'body');
    expect(body({ isFavourite: 'true' }).error?.length).toBeGreaterThan(0);
    expect(body({ isFavourite: true })).toEqual({ value: { isFavourite: true } });
  });
});
