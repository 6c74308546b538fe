import { checkHolderName, checkTicketCount, maxTicketsFor, MAX_TICKETS_PER_PURCHASE } from './ticketLimits';

describe('checkTicketCount', () => {
  it('asks for at least one ticket when the number is 0, negative or empty', () => {
    expect(checkTicketCount('0', 10)).toEqual({ key: 'atLeastOne' });
    expect(checkTicketCount('-2', 10)).toEqual({ key: 'atLeastOne' });
    expect(checkTicketCount('  ', 10)).toEqual({ key: 'atLeastOne' });
  });

  it('refuses numbers that are not whole', () => {
    expect(checkTicketCount('1.5', 10)).toEqual({ key: 'wholeNumber' });
    expect(checkTicketCount('2e1', 10)).toEqual({ key: 'wholeNumber' });
  });

  it('refuses more than remain, naming how many are left', () => {
    expect(checkTicketCount('4', 3)).toEqual({ key: 'tooMany', count: 3 });
    expect(checkTicketCount('3', 3)).toBeNull();
  });

  it('leaves the remaining check to the server before the first quote, but caps one purchase', () => {
    expect(checkTicketCount('40', undefined)).toBeNull();
    expect(checkTicketCount(String(MAX_TICKETS_PER_PURCHASE + 1), 500)).toEqual({
      key: 'maxPerPurchase',
      max: MAX_TICKETS_PER_PURCHASE,
    });
  });
});

describe('checkHolderName', () => {
  it('needs a name of at most 120 characters', () => {
    expect(checkHolderName('   ')).toEqual({ key: 'holderRequired' });
    expect(checkHolderName('x'.repeat(121))).toEqual({ key: 'holderTooLong', max: 120 });
    expect(checkHolderName(' Giulia Rossi ')).toBeNull();
  });
});

describe('maxTicketsFor', () => {
  it('offers what remains, never more than one purchase allows and never less than one', () => {
    expect(maxTicketsFor(7)).toBe(7);
    expect(maxTicketsFor(900)).toBe(MAX_TICKETS_PER_PURCHASE);
    expect(maxTicketsFor(0)).toBe(1);
    expect(maxTicketsFor(undefined)).toBe(MAX_TICKETS_PER_PURCHASE);
  });
});
