import { buildProfile } from '../../../../testing/fixtures/userFixtures';
import { profileEditValuesFrom, profileUpdateFrom } from './profileEditSchema';
import { pictureProblem } from '../../../../lib/imageRules';

describe('profileUpdateFrom', () => {
  it('sends only the filled fields, trimmed, with the date of birth as YYYY/MM/DD', () => {
    expect(
      profileUpdateFrom({
        firstName: ' Luca ',
        lastName: '',
        mobilePrefix: '39',
        mobile: '   ',
        dob: '07/03/1988',
        fiscalCode: '',
        address: 'Via Roma 1, Torino',
      }),
    ).toEqual({ firstName: 'Luca', mobilePrefix: '39', dob: '1988/03/07', address: 'Via Roma 1, Torino' });
  });

  it('starts the form from the profile, with nulls as empty fields and the date as DD/MM/YYYY', () => {
    const values = profileEditValuesFrom(buildProfile({ dob: '1994-05-14', mobile: null, fiscalCode: null }));
    expect(values).toMatchObject({ dob: '14/05/1994', mobile: '', fiscalCode: '' });
  });
});

describe('pictureProblem', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });
  const MB = 1024 * 1024;

  it('accepts one image under 2 MB and refuses the rest in SPEC order', () => {
    expect(pictureProblem([file('image/webp', 2 * MB - 1)])).toBeNull();
    expect(pictureProblem([])).toBeNull();
    expect(pictureProblem([file('image/png', 10), file('image/png', 10)])).toBe('onlyOne');
    expect(pictureProblem([file('text/plain', 10)])).toBe('onlyImages');
    expect(pictureProblem([file('image/jpeg', 2 * MB)])).toBe('tooLarge');
  });
});
