import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const QR_SIZE_PX = 160;

/** The QR code of a ticket reference as an SVG data URL, drawn in the browser (no request, no canvas needed). */
export async function ticketQrDataUrl(reference: string): Promise<string> {
  const svg = await QRCode.toString(reference, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function TicketQrCode({ reference }: { reference: string }) {
  const { t } = useTranslation('tickets');
  const [drawn, setDrawn] = useState<{ reference: string; url: string }>();

  useEffect(() => {
    let current = true;
    ticketQrDataUrl(reference).then(
      (url) => current && setDrawn({ reference, url }),
      () => current && setDrawn(undefined),
    );
    return () => {
      current = false;
    };
  }, [reference]);

  if (drawn?.reference !== reference) {
    return <Skeleton variant="rectangular" width={QR_SIZE_PX} height={QR_SIZE_PX} />;
  }
  return (
    <Box
      component="img"
      src={drawn.url}
      alt={t('myEvents.detail.qrAlt', { reference })}
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      sx={{ bgcolor: '#fff', borderRadius: 1, display: 'block' }}
    />
  );
}
