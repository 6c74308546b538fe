import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import type { ObjectId } from '../../../api/wire';
import { toast } from '../../../lib/toast';
import { fetchReceiptPdf } from '../receiptApi';

/** Hands a downloaded file to the browser under its name. */
function saveFile(file: Blob, filename: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download PDF": the server's PDF of the receipt; disabled while it comes, a refusal toasted with its reason. */
export function ReceiptDownloadButton({ orderId }: { orderId: ObjectId }) {
  const { t } = useTranslation('orders');
  const store = useStore();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    const outcome = await fetchReceiptPdf(orderId, store.getState());
    setLoading(false);
    if ('file' in outcome) saveFile(outcome.file, outcome.filename);
    else
      toast.error(
        outcome.error
          ? { key: 'orders:receipt.downloadFailed', values: { error: outcome.error } }
          : { key: 'orders:receipt.downloadFailedNoDetail' },
      );
  };
  return (
    <Button variant="contained" startIcon={<DownloadIcon />} loading={loading} onClick={() => void download()}>
      {t('receipt.download')}
    </Button>
  );
}
