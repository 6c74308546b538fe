import DescriptionIcon from '@mui/icons-material/Description';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList, PlainListItem } from '../../../components/PlainList';
import type { PublicEvent } from '../eventsApi';

/** The event's documents, each a link opening in a new tab. */
export const EventDocuments = memo(function EventDocuments({ documents }: { documents: PublicEvent['documents'] }) {
  const { t } = useTranslation('events');
  return (
    <Box component="section" aria-labelledby="event-documents-title">
      <Typography id="event-documents-title" variant="h6" component="h2" gutterBottom>
        {t('detail.documents.title')}
      </Typography>
      {documents.length === 0 ? (
        <Typography color="text.secondary">{t('detail.documents.none')}</Typography>
      ) : (
        <PlainList>
          {documents.map((document) => (
            <PlainListItem key={document._id}>
              <DescriptionIcon fontSize="small" sx={{ color: 'action.active' }} />
              <Link href={document.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {document.name}
              </Link>
            </PlainListItem>
          ))}
        </PlainList>
      )}
    </Box>
  );
});
