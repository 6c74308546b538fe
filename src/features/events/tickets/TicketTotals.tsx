import { useTranslation } from 'react-i18next';
import { PriceSummary } from '../../../components/PriceSummary';
import { formatEuro } from '../../../lib/format';
import type { TicketQuote } from '../ticketsApi';

interface TicketTotalsProps {
  quote: TicketQuote;
  /** A new quote is on its way: the figures shown are the previous ones. */
  updating: boolean;
}

/** Cost, service fee and total of a quote, in euro (SPEC section 9). */
export function TicketTotals({ quote, updating }: TicketTotalsProps) {
  const { t } = useTranslation('tickets');
  return (
    <PriceSummary
      title={t('preview.summaryTitle')}
      updating={updating}
      rows={[
        { label: t('preview.cost'), value: formatEuro(quote.cost) },
        {
          label: t('preview.price'),
          value: `${quote.noOfTickets} × ${formatEuro(quote.cost)} = ${formatEuro(quote.price)}`,
        },
        { label: t('preview.serviceFee'), value: formatEuro(quote.serviceFee) },
      ]}
      total={{ label: t('preview.total'), value: formatEuro(quote.finalPrice) }}
    />
  );
}
