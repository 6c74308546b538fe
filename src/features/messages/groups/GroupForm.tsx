import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useFormik } from 'formik';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/errors';
import { useFieldError, useFormField } from '../../../lib/forms/useFormField';
import { toast } from '../../../lib/toast';
import { OnceOpened } from '../../../components/OnceOpened';
import { useCreateGroupMutation, useUpdateGroupMutation, type Contact, type Group } from '../groupsApi';
import { GroupLogoField } from './GroupLogoField';
import { MemberChips } from './MemberChips';
import { lazySchemaModule } from '../../../lib/forms/lazySchema';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GROUP_OTHER_MEMBERS_MAX } from './groupLimits';
import { MESSAGES_TAB_LINK } from './messagesTabLink';
import { Notice } from '../../../components/Notice';

const ContactPickerDialog = lazy(() =>
  import(/* webpackChunkName: "contact-picker" */ '../contacts/ContactPickerDialog').then((module) => ({
    default: module.ContactPickerDialog,
  })),
);
const groupValidation = lazySchemaModule(() => import(/* webpackChunkName: "group-form-schema" */ './groupFormSchema'));

interface GroupFormFields {
  name: string;
  description: string;
  members: Contact[];
}

export interface GroupFormProps {
  /** The group being edited (its owner is the user); none to create one. */
  group?: Group;
}

function initialFields(group: Group | undefined): GroupFormFields {
  if (!group) return { name: '', description: '', members: [] };
  const ownerId = group.owner?._id;
  return {
    name: group.name,
    description: group.description,
    members: group.members.filter((member) => member._id !== ownerId),
  };
}

/**
 * Create or edit a group: name (1..100), description (up to 1000), logo, members from the contact picker. A server
 * refusal shows in the form, which keeps what was typed; saving goes to the group's page.
 */
export function GroupForm({ group }: GroupFormProps) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const ids = useId();
  const [createGroup] = useCreateGroupMutation();
  const [updateGroup] = useUpdateGroupMutation();
  const [logo, setLogo] = useState<File | null>(null);
  const [picking, setPicking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<GroupFormFields>({
    initialValues: initialFields(group),
    validate: groupValidation.validateWith<GroupFormFields>((module) => module.groupFormSchema(Boolean(group))),
    onSubmit: async ({ name, description, members }) => {
      setServerError(null);
      const values = { name, description, logo, members: members.map((member) => member._id) };
      const result = group ? await updateGroup({ id: group._id, ...values }) : await createGroup(values);
      if (result.error) {
        setServerError(errorText(result.error) ?? t('form.saveFailed'));
        return;
      }
      toast.success(result.data.message || { key: 'groups:form.saved' });
      void navigate(`/group/detail/${result.data.data._id}`);
    },
  });

  const formField = useFormField(formik, { idPrefix: `group${ids}`, ns: 'groups' });
  const fieldError = useFieldError(formik, 'groups');
  const membersError = fieldError('members', undefined, { max: GROUP_OTHER_MEMBERS_MAX });
  const membersHelpId = `${ids}-members-help`;

  function setMembers(members: Contact[]) {
    void formik.setFieldTouched('members', true, false);
    void formik.setFieldValue('members', members);
  }

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={formik.isSubmitting}>
      <Stack spacing={3}>
        {serverError && (
          <Notice severity="error" role="alert">
            {serverError}
          </Notice>
        )}
        <Stack spacing={1}>
          <TextField
            {...formField('name', t('form.name'), { max: GROUP_NAME_MAX })}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX + 20 } }}
          />
          <TextField
            {...formField('description', t('form.description'), { max: GROUP_DESCRIPTION_MAX })}
            fullWidth
            multiline
            minRows={3}
            maxRows={10}
          />
        </Stack>
        <GroupLogoField currentUrl={group?.logo ?? null} value={logo} onChange={setLogo} />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
            {t('form.members')}
          </Typography>
          <Typography variant="body2" color="text.secondary" id={membersHelpId} sx={{ mb: 1.5 }}>
            {t('form.membersHint')}
          </Typography>
          <MemberChips
            members={formik.values.members}
            describedBy={membersHelpId}
            onRemove={(contact) => setMembers(formik.values.members.filter((member) => member._id !== contact._id))}
          />
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setPicking(true)} sx={{ mt: 2 }}>
            {t('form.chooseMembers')}
          </Button>
          <FormHelperText error={Boolean(membersError)} role={membersError ? 'alert' : undefined}>
            {membersError ?? ' '}
          </FormHelperText>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={formik.isSubmitting}
            loadingPosition="start"
            disabled={formik.isSubmitting}
          >
            {formik.isSubmitting ? t('form.saving') : t(group ? 'form.submitEdit' : 'form.submitCreate')}
          </Button>
          <Button size="large" onClick={() => void navigate(group ? `/group/detail/${group._id}` : MESSAGES_TAB_LINK)}>
            {t('form.cancel')}
          </Button>
        </Box>
      </Stack>
      <OnceOpened open={picking} modal>
        <ContactPickerDialog
          open={picking}
          mode="multiple"
          selected={formik.values.members}
          onClose={() => setPicking(false)}
          onDone={(contacts) => {
            setMembers(contacts);
            setPicking(false);
          }}
        />
      </OnceOpened>
    </Box>
  );
}
