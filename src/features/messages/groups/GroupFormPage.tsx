import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { contactName } from '../contacts/ContactAvatar';
import { useGetGroupQuery, type Group } from '../groupsApi';
import { registerGroupsCatalogue } from './groupsCatalogue';
import { GroupForm } from './GroupForm';
import { MESSAGES_TAB_LINK } from './messagesTabLink';

registerGroupsCatalogue();

// Only a group that cannot be edited shows them: they load then, not with the form.
const loadUnavailable = () => import(/* webpackChunkName: "group-unavailable" */ './GroupUnavailable');
const GroupUnavailable = lazy(() => loadUnavailable().then((module) => ({ default: module.GroupUnavailable })));
const GroupNotOwner = lazy(() => loadUnavailable().then((module) => ({ default: module.GroupNotOwner })));

/** /group/create/:id?: a new group, or the group `id` edited by its owner (anyone else is told who can). */
export default function GroupFormPage() {
  const { t } = useTranslation('groups');
  const { id } = useParams();
  const { data: group, error, isLoading, refetch } = useGetGroupQuery(id ?? '', { skip: !id });

  let content: React.ReactNode;
  if (!id) {
    content = <Editor title={t('form.titleCreate')} />;
  } else if (isLoading) {
    content = <LoadingSkeleton lines={6} />;
  } else if (!group) {
    content = <GroupUnavailable error={error} onRetry={() => void refetch()} />;
  } else if (!group.isOwner) {
    content = <GroupNotOwner groupId={group._id} ownerName={group.owner ? contactName(group.owner) : null} />;
  } else {
    // Keyed on the group, so the form starts from the group it edits.
    content = <Editor key={group._id} title={t('form.titleEdit')} group={group} />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        component={RouterLink}
        to={group ? `/group/detail/${group._id}` : MESSAGES_TAB_LINK}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        {group ? t('form.backToGroup') : t('form.back')}
      </Button>
      <Suspense fallback={<LoadingSkeleton lines={6} />}>{content}</Suspense>
    </Container>
  );
}

function Editor({ title, group }: { title: string; group?: Group }) {
  const { t } = useTranslation('groups');
  return (
    <>
      <Typography variant="pageTitle" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('form.intro')}
      </Typography>
      <GroupForm group={group} />
    </>
  );
}
