import Box from '@mui/material/Box';
import { correction, generate, mode } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const QR_SIZE_PX = 160;

/**
 * Every mode but Shift-JIS, which a ticket reference never needs: lean-qr's first test of a text against it builds
 * a table of that encoding, about 10 ms of the page's render.
 */
const modes = [mode.numeric, mode.alphaNumeric, mode.ascii, mode.iso8859_1, mode.utf8];

/** The QR code of a ticket reference as an SVG data URL, drawn in the browser (no request, no canvas needed). */
export function ticketQrDataUrl(reference: string): string {
  // Level M exactly (lean-qr would otherwise raise the level when the version has room), a quiet zone of 2 modules.
  const code = generate(mode.auto(reference, { modes }), {
    minCorrectionLevel: correction.M,
    maxCorrectionLevel: correction.M,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(toSvgSource(code, { pad: 2, off: '#fff' }))}`;
}

export function TicketQrCode({ reference }: { reference: string }) {
  const { t } = useTranslation('tickets');
  const url = useMemo(() => ticketQrDataUrl(reference), [reference]);

  return (
    <Box
      component="img"
      src={url}
      alt={t('myEvents.detail.qrAlt', { reference })}
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      sx={{ bgcolor: '#fff', borderRadius: 1, display: 'block' }}
    />
  );
}
