import { correction, generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import { ticketQrDataUrl } from './TicketQrCode';

it('draws the same code as lean-qr with every mode, for the references tickets have', () => {
  for (const reference of ['CMP-EV-20261112-AB12CD', '5O2B1T3K9X', 'ticket 7/2026', '1234567890']) {
    const everyMode = generate(reference, { minCorrectionLevel: correction.M, maxCorrectionLevel: correction.M });
    const drawn = decodeURIComponent(ticketQrDataUrl(reference).replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(drawn).toBe(toSvgSource(everyMode, { pad: 2, off: '#fff' }));
  }
});

it('still draws a reference with letters beyond ASCII', () => {
  expect(ticketQrDataUrl('Biglietto-Città-ü')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
});
