'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { nativeSelectSlotProps } from '@/ui/nativeSelect';
import { AttachmentPicker } from './AttachmentPicker';
import { sendSupportRequest } from './sendSupportRequest';
import {
  characterCount,
  emailProblem,
  MESSAGE_MAX,
  MESSAGE_MIN,
  messageProblem,
  SUPPORT_FIELDS,
  type FieldErrors,
  type SupportField,
} from './supportRules';
import { useFieldMessage } from './useFieldMessage';

export interface SupportFormOptions {
  topics: { topic: string; label: string }[];
  campaigns: { id: string; title: string }[];
}

const EMPTY = { email: '', topic: '', campaignId: '', message: '' };
type TextValues = typeof EMPTY;

function browserErrors(values: TextValues): FieldErrors {
  const errors: FieldErrors = {};
  const email = emailProblem(values.email);
  if (email) errors.email = { problem: email };
  if (values.topic === '') errors.topic = { problem: 'required' };
  const message = messageProblem(values.message);
  if (message) errors.message = { problem: message };
  return errors;
}

function SentMessage({ ticketId, email }: { ticketId: number; email: string }) {
  return (
    <Trans>
      Merci ! Votre demande n° {ticketId} a bien été envoyée. Nous vous répondrons à {email}.
    </Trans>
  );
}

/**
 * The support form. It checks what it can in the browser, then hands everything to a server
 * action that forwards it to the rest-api; what the visitor typed and picked stays in React state,
 * so a refusal never empties the form.
 */
export function SupportForm({ topics, campaigns }: SupportFormOptions) {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ ticketId: number; email: string } | 'failed' | undefined>();
  const [sending, startSending] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  const message = (field: SupportField) => fieldMessage(field, errors[field]);
  const setError = (field: SupportField, error: FieldErrors[SupportField]) =>
    setErrors((current) => ({ ...current, [field]: error }));
  const change = (field: keyof TextValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setError(field, undefined);
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = SUPPORT_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(undefined);
    const found = browserErrors(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.append(name, value);
    for (const file of files) data.append('attachments', file, file.name);
    startSending(async () => {
      const result = await sendSupportRequest(data).catch(() => ({ status: 'failed' }) as const);
      if (result.status === 'invalid') return showErrors(result.errors);
      if (result.status === 'failed') return setOutcome('failed');
      setOutcome({ ticketId: result.ticketId, email: values.email.trim() });
      setValues(EMPTY);
      setFiles([]);
      setErrors({});
    });
  };

  // The confirmation takes the focus, so that it is read out and scrolled into view.
  useEffect(() => {
    if (outcome && outcome !== 'failed') confirmation.current?.focus();
  }, [outcome]);

  const count = characterCount(values.message);
  return (
    <Box component="form" ref={form} method="post" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      {outcome && outcome !== 'failed' && (
        <Alert
          ref={confirmation}
          tabIndex={-1}
          severity="success"
          role="status"
          sx={{ '&:focus': { outline: 'none' } }}
        >
          <SentMessage {...outcome} />
        </Alert>
      )}
      <TextField
        id="email"
        name="email"
        type="email"
        label={t`Votre adresse e-mail`}
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={Boolean(errors.email)}
        helperText={message('email') ?? t`Nous vous répondrons à cette adresse.`}
      />
      <TextField
        id="topic"
        name="topic"
        select
        label={t`Sujet`}
        required
        value={values.topic}
        onChange={change('topic')}
        error={Boolean(errors.topic)}
        helperText={message('topic')}
        slotProps={nativeSelectSlotProps}
      >
        <option value="" disabled>
          {t`Choisissez un sujet`}
        </option>
        {topics.map((topic) => (
          <option key={topic.topic} value={topic.topic}>
            {topic.label}
          </option>
        ))}
      </TextField>
      <TextField
        id="campaignId"
        name="campaignId"
        select
        label={t`Campagne concernée (facultatif)`}
        value={values.campaignId}
        onChange={change('campaignId')}
        error={Boolean(errors.campaignId)}
        helperText={message('campaignId')}
        slotProps={nativeSelectSlotProps}
      >
        <option value="">{t`Aucune campagne en particulier`}</option>
        {campaigns.map((campaign) => (
          <option key={campaign.id} value={campaign.id}>
            {campaign.title}
          </option>
        ))}
      </TextField>
      <TextField
        id="message"
        name="message"
        label={t`Votre message`}
        required
        multiline
        minRows={6}
        value={values.message}
        onChange={change('message')}
        error={Boolean(errors.message) || count > MESSAGE_MAX}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{message('message') ?? t`Entre ${MESSAGE_MIN} et ${MESSAGE_MAX} caractères.`}</span>
            <Box component="span" sx={{ flexShrink: 0 }}>
              {count} / {MESSAGE_MAX}
            </Box>
          </Box>
        }
      />
      <AttachmentPicker
        files={files}
        onChange={setFiles}
        error={errors.attachments}
        errorMessage={message('attachments')}
        onError={(error) => setError('attachments', error)}
        disabled={sending}
      />
      {outcome === 'failed' && (
        <Alert severity="error" role="alert">
          <Trans>
            Votre demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez : ce que vous avez saisi est
            conservé.
          </Trans>
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={sending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          <Trans>Envoyer ma demande</Trans>
        </Button>
      </Box>
    </Box>
  );
}
