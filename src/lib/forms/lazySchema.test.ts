import { object, string } from 'yup';
import { lazySchemaModule } from './lazySchema';

const schemaModule = {
  byLength: (max: number) =>
    object({ name: string().required('nameRequired').max(max, 'nameTooLong'), email: string().email('emailInvalid') }),
};

describe('lazySchemaModule', () => {
  it('loads the module on the first validation only, once, and answers formik errors of the schema it picks', async () => {
    const importModule = jest.fn(() => Promise.resolve(schemaModule));
    const validation = lazySchemaModule(importModule);
    const validateShort = validation.validateWith<{ name: string; email: string }>((module) => module.byLength(3));
    expect(importModule).not.toHaveBeenCalled();

    await expect(validateShort({ name: '', email: 'nope' })).resolves.toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
    });
    await expect(validateShort({ name: 'abcd', email: 'a@b.it' })).resolves.toEqual({ name: 'nameTooLong' });
    const validateLong = validation.validateWith<{ name: string; email: string }>((module) => module.byLength(10));
    await expect(validateLong({ name: 'abcd', email: 'a@b.it' })).resolves.toEqual({});
    expect(importModule).toHaveBeenCalledTimes(1);
    await expect(validation.load()).resolves.toBe(schemaModule);
  });

  it('passes on a failure that is not a validation error', async () => {
    const validation = lazySchemaModule(() => Promise.reject(new Error('chunk failed')));
    await expect(validation.validateWith((module) => module)({})).rejects.toThrow('chunk failed');
  });
});
