import { useTranslation } from 'react-i18next';
import { PriceSummary } from '../../../components/PriceSummary';
import { formatEuro } from '../../../lib/format';
import type { TicketQuote } from '../ticketsApi';

interface TicketTotalsProps {
  /** Absent until the first quote arrives: the rows hold their place, so the figures move nothing when they come. */
  quote?: TicketQuote;
  /** A new quote is on its way: the figures shown are the previous ones. */
  updating: boolean;
}

/** The event's name, cost, service fee and total of a quote, in euro (SPEC section 9). */
export function TicketTotals({ quote, updating }: TicketTotalsProps) {
  const { t } = useTranslation('tickets');
  const euro = (value: number | undefined) => (value === undefined ? '' : formatEuro(value));
  return (
    <PriceSummary
      title={quote ? t('preview.eventName', { name: quote.eventName }) : t('preview.quoteLoading')}
      updating={updating}
      pending={!quote}
      rows={[
        { label: t('preview.cost'), value: euro(quote?.cost) },
        {
          label: t('preview.price'),
          value: quote ? `${quote.noOfTickets} × ${formatEuro(quote.cost)} = ${formatEuro(quote.price)}` : '',
        },
        { label: t('preview.serviceFee'), value: euro(quote?.serviceFee) },
      ]}
      total={{ label: t('preview.total'), value: euro(quote?.finalPrice) }}
    />
  );
}
