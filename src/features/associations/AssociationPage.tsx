import { AvatarPicture } from '../../components/AvatarPicture';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupsIcon from '@mui/icons-material/Groups';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { useGetAssociationQuery, type AssociationDetail } from './associationsApi';
import { registerAssociationsCatalogue } from './associationsCatalogue';
import { CardGrid } from '../../components/CardGrid';
import { EventSummaryCard } from '../../components/EventSummaryCard';
import { FollowButton } from './FollowButton';
import { Notice } from '../../components/Notice';
import { useFirstAnswerDeferred } from '../../lib/useFirstAnswerDeferred';

registerAssociationsCatalogue();

function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

function AssociationFacts({ association }: { association: AssociationDetail }) {
  const { t } = useTranslation(['associations', 'common']);
  const facts: [string, React.ReactNode][] = [];
  if (association.email) {
    facts.push([t('detail.email'), <Link href={`mailto:${association.email}`}>{association.email}</Link>]);
  }
  if (association.address || association.city) {
    facts.push([t('detail.address'), association.address || association.city]);
  }
  if (association.speciality) facts.push([t('detail.speciality'), association.speciality.title]);
  if (association.websiteUrl) {
    const href = withScheme(association.websiteUrl);
    facts.push([
      t('detail.website'),
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {association.websiteUrl}
      </Link>,
    ]);
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /association/:id: who the association is, follow or unfollow, and its upcoming events. */
export default function AssociationPage() {
  const { t } = useTranslation(['associations', 'common']);
  const { id = '' } = useParams();
  // The first answer renders in React's slices (docs/CONVENTIONS.md, "a page's content from its query").
  const {
    data: association,
    isLoading,
    isError,
    refetch,
  } = useFirstAnswerDeferred(useGetAssociationQuery(id, { skip: !id }));

  let content: React.ReactNode;
  if (isLoading) {
    content = <LoadingSkeleton banner lines={4} />;
  } else if (!association) {
    content = (
      <Notice
        severity={isError ? 'error' : 'info'}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('detail.retry')}
          </Button>
        }
      >
        {t('detail.loadFailed')}
      </Notice>
    );
  } else {
    const upcomingTitle = t('detail.upcomingTitle');
    content = (
      <Stack spacing={4}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <AvatarPicture
            src={association.picture ?? undefined}
            alt={t('list.pictureAlt', { name: association.name })}
            sx={{ width: 112, height: 112 }}
          >
            <GroupsIcon sx={{ fontSize: 64 }} />
          </AvatarPicture>
          <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="pageTitle">{association.name}</Typography>
            <Typography color="text.secondary" aria-live="polite">
              {t('list.followers', { count: association.followers })}
            </Typography>
          </Stack>
          <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            <FollowButton association={association} />
          </Box>
        </Stack>
        {association.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{association.description}</Typography>}
        <AssociationFacts association={association} />
        <Box component="section" aria-label={upcomingTitle}>
          <Typography component="h2" variant="h5" gutterBottom>
            {upcomingTitle}
          </Typography>
          {association.upcomingEvents.length === 0 ? (
            <EmptyState title={t('common:messages.empty.noEvent')} icon={<EventBusyIcon fontSize="inherit" />} />
          ) : (
            <CardGrid>
              {association.upcomingEvents.map((event) => (
                <li key={event._id}>
                  <EventSummaryCard event={event} />
                </li>
              ))}
            </CardGrid>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('detail.back')}
      </Button>
      {content}
    </Container>
  );
}
