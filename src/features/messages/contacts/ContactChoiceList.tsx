import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { memo, type KeyboardEvent, type Ref } from 'react';
import type { Contact } from '../groupsApi';
import { ContactAvatar, contactName } from './ContactAvatar';

export interface ContactChoiceListProps {
  contacts: Contact[];
  label: string;
  multiple: boolean;
  /** Ids chosen (one at most in single mode). */
  chosen: ReadonlySet<string>;
  onToggle: (contact: Contact) => void;
  /** Enter on a choice confirms, as the dialog's main button does. */
  onConfirm: () => void;
  busy: boolean;
  /** The list's first input, so the dialog can move focus to it. */
  firstInputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
}

function PersonLabel({ contact }: { contact: Contact }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <ContactAvatar contact={contact} />
      <Typography component="span" noWrap>
        {contactName(contact)}
      </Typography>
    </Box>
  );
}

const rowSx = {
  mx: 0,
  py: 0.5,
  px: 1,
  borderRadius: 1,
  '&:hover': { bgcolor: 'action.hover' },
  '& .MuiFormControlLabel-label': { minWidth: 0 },
};

interface ContactChoiceProps {
  contact: Contact;
  multiple: boolean;
  /** Multiple mode's checkbox; a radio reads its group's value. */
  checked: boolean;
  onToggle: (contact: Contact) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** One contact's radio or checkbox, memoised: the list going busy on a page change leaves its rows alone. */
const ContactChoice = memo(function ContactChoice({
  contact,
  multiple,
  checked,
  onToggle,
  inputRef,
}: ContactChoiceProps) {
  const slotProps = inputRef ? { input: { ref: inputRef } } : undefined;
  const control = multiple ? (
    <Checkbox checked={checked} onChange={() => onToggle(contact)} slotProps={slotProps} />
  ) : (
    <Radio value={contact._id} slotProps={slotProps} />
  );
  return <FormControlLabel control={control} label={<PersonLabel contact={contact} />} sx={rowSx} />;
});

/**
 * One page of contacts as radio buttons (single pick) or checkboxes (members): the browser's own keyboard use
 * (Tab into the list, arrows between radios, Space to tick), Enter to confirm.
 */
export function ContactChoiceList({
  contacts,
  label,
  multiple,
  chosen,
  onToggle,
  onConfirm,
  busy,
  firstInputRef,
  describedBy,
}: ContactChoiceListProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onConfirm();
  };
  const choices = contacts.map((contact, index) => (
    <ContactChoice
      key={contact._id}
      contact={contact}
      multiple={multiple}
      checked={multiple && chosen.has(contact._id)}
      onToggle={onToggle}
      inputRef={index === 0 ? firstInputRef : undefined}
    />
  ));
  const groupProps = {
    'aria-label': label,
    'aria-busy': busy,
    'aria-describedby': describedBy,
    onKeyDown,
    sx: { opacity: busy ? 0.6 : 1, transition: 'opacity 120ms', flexWrap: 'nowrap' },
  };

  if (multiple) {
    return (
      <FormGroup role="group" {...groupProps}>
        {choices}
      </FormGroup>
    );
  }
  const [picked] = [...chosen];
  return (
    <RadioGroup
      {...groupProps}
      value={picked !== undefined && contacts.some((contact) => contact._id === picked) ? picked : ''}
      onChange={(_event, id) => {
        const contact = contacts.find((candidate) => candidate._id === id);
        if (contact) onToggle(contact);
      }}
    >
      {choices}
    </RadioGroup>
  );
}
