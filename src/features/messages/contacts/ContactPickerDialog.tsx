import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterOpenPaint } from '../../../components/AfterOpenPaint';
import { ModalDialog } from '../../../components/ModalDialog';
import { errorText } from '../../../api/errors';
import { Pagination } from '../../../components/Pagination';
import { SettledSearchField } from '../../../components/SettledSearchField';
import { PAGE_SIZE } from '../../../lib/constants';
import type { Contact } from '../groupsApi';
import { registerMessagesCatalogue } from '../messagesCatalogue';
import { contactName } from './ContactAvatar';
import { ContactChoiceList } from './ContactChoiceList';
import { useContactSearch } from './useContactSearch';
import { Notice, NoticeTitle } from '../../../components/Notice';

registerMessagesCatalogue();

interface PickerBase {
  open: boolean;
  onClose: () => void;
}

/** Choose one contact to write to (the Messages tab). */
export interface SingleContactPickerProps extends PickerBase {
  mode?: 'single';
  onPick: (contact: Contact) => void;
}

/** Choose a group's members: starts from `selected`, answers the whole choice (across pages and searches). */
export interface MultipleContactPickerProps extends PickerBase {
  mode: 'multiple';
  selected: Contact[];
  onDone: (contacts: Contact[]) => void;
}

export type ContactPickerDialogProps = SingleContactPickerProps | MultipleContactPickerProps;

/**
 * The contact picker (SPEC sections 2, 5, 8, 9): name search, pages of 10, a skeleton while the first page loads,
 * 'No contacts available.' / 'No contacts found matching your search.', 'Error in Contact List' / 'Error in Contact
 * Search' with a retry (the list stays as it was), and in single mode 'Please select a contact to send the
 * message.' when confirmed with nobody chosen. The dialog's content unmounts when it closes, so every opening
 * starts afresh; focus starts in the search field and goes back to the opener on close. The list draws after the
 * opening frame has painted (`AfterOpenPaint`), its skeleton meanwhile.
 */
export function ContactPickerDialog(props: ContactPickerDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <PickerBody {...props} titleId={titleId} />
    </ModalDialog>
  );
}

function PickerBody(props: ContactPickerDialogProps & { titleId: string }) {
  const { t } = useTranslation('messages');
  const multiple = props.mode === 'multiple';
  const ids = useId();
  const listRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Contact[]>(props.mode === 'multiple' ? props.selected : []);
  const [selectFirst, setSelectFirst] = useState(false);
  // Asked for after the confirm click has finished moving focus to the button.
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList > 0) listRef.current?.focus();
  }, [focusList]);
  const { setSearch, name, page, setPage, contacts: loaded, total, error, isFetching, retry } = useContactSearch();
  // A page whose contacts are cached draws them after the click's own paint (the page number), in React's slices.
  const contacts = useDeferredValue(loaded);
  const chosenIds = new Set(chosen.map((contact) => contact._id));
  const skeleton = <ContactsSkeleton label={t('contacts.picker.loading')} />;

  // One function for the picker's life: the rows are memoised.
  const toggle = useCallback(
    (contact: Contact) => {
      setSelectFirst(false);
      if (!multiple) {
        setChosen([contact]);
        return;
      }
      setChosen((current) =>
        current.some((one) => one._id === contact._id)
          ? current.filter((one) => one._id !== contact._id)
          : [...current, contact],
      );
    },
    [multiple],
  );

  function confirm() {
    if (props.mode === 'multiple') {
      props.onDone(chosen);
      return;
    }
    const [contact] = chosen;
    if (!contact) {
      setSelectFirst(true);
      setFocusList((count) => count + 1);
      return;
    }
    props.onPick(contact);
  }

  const errorDetail = errorText(error);
  const alertId = `${ids}-problem`;

  return (
    <>
      <DialogTitle id={props.titleId}>
        {t(multiple ? 'contacts.picker.titleMultiple' : 'contacts.picker.titleSingle')}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: { sm: 480 } }}>
        {/* What is typed stays in the field until it settles: a key renders the field, not the rows. */}
        <SettledSearchField
          autoFocus
          value={name}
          onSearch={setSearch}
          // Enter in the search field only searches; it never confirms a choice the user has not made.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          label={t('contacts.picker.search')}
          fullWidth
        />
        {error !== undefined && (
          <Notice
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('contacts.picker.retry')}
              </Button>
            }
          >
            <NoticeTitle sx={{ mb: errorDetail ? 0.5 : 0 }}>
              {t(name ? 'contacts.picker.searchError' : 'contacts.picker.listError')}
            </NoticeTitle>
            {errorDetail}
          </Notice>
        )}
        {selectFirst && (
          <Notice severity="warning" id={alertId}>
            {t('contacts.picker.selectFirst')}
          </Notice>
        )}
        <Box sx={{ flex: 1 }}>
          {/* The rows (a picture, a name and a radio or checkbox each) draw after the opening frame. */}
          <AfterOpenPaint fallback={skeleton}>
            {contacts === undefined ? (
              isFetching && skeleton
            ) : contacts.length === 0 ? (
              <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {t(name ? 'contacts.picker.noMatch' : 'contacts.picker.none')}
              </Typography>
            ) : (
              <ContactChoiceList
                contacts={contacts}
                label={t('contacts.picker.list')}
                multiple={multiple}
                chosen={chosenIds}
                onToggle={toggle}
                onConfirm={confirm}
                busy={isFetching}
                firstInputRef={listRef}
                describedBy={selectFirst ? alertId : undefined}
              />
            )}
          </AfterOpenPaint>
        </Box>
        <Pagination total={total} pageSize={PAGE_SIZE.contacts} page={page} onPageChange={setPage} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 'auto', pl: 1 }}>
          {multiple
            ? t('contacts.picker.chosenCount', { count: chosen.length })
            : chosen[0] && t('contacts.picker.chosen', { name: contactName(chosen[0]) })}
        </Typography>
        <Button onClick={props.onClose}>{t('contacts.picker.cancel')}</Button>
        <Button variant="contained" onClick={confirm}>
          {t(multiple ? 'contacts.picker.done' : 'contacts.picker.write')}
        </Button>
      </DialogActions>
    </>
  );
}

function ContactsSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-busy="true" aria-label={label} spacing={1.5} sx={{ py: 1 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" width={`${45 + ((index * 17) % 35)}%`} />
        </Box>
      ))}
    </Stack>
  );
}
