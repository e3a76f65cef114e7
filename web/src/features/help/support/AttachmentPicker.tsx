'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { ACCEPT_ATTRIBUTE, fileProblem, MAX_ATTACHMENTS, type FieldError } from './supportRules';

const MEGABYTE = 1024 * 1024;

/** "340 ko", "2,4 Mo": the size of a picked file in the reader's units. */
function formatSize(bytes: number, locale: string) {
  const [unit, value] =
    bytes < MEGABYTE ? (['kilobyte', bytes / 1024] as const) : (['megabyte', bytes / MEGABYTE] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: unit === 'kilobyte' ? 0 : 1,
  }).format(Math.max(value, 1));
}

/**
 * Up to three files, checked (type, size, count) as soon as they are picked. The native input
 * stays hidden behind a real button, so the picker is reachable by keyboard with a clear label.
 */
export function AttachmentPicker({
  files,
  onChange,
  error,
  errorMessage,
  onError,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error: FieldError | undefined;
  errorMessage: string | undefined;
  onError: (error: FieldError | undefined) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);

  const add = (picked: File[]) => {
    const next = [...files];
    let problem: FieldError | undefined;
    for (const file of picked) {
      const refused = fileProblem(file);
      if (refused) problem ??= { problem: refused, fileName: file.name };
      else if (next.length >= MAX_ATTACHMENTS) problem ??= { problem: 'tooManyFiles', fileName: file.name };
      else next.push(file);
    }
    onChange(next);
    onError(problem);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        <Trans>Pièces jointes (facultatif)</Trans>
      </Typography>
      <Typography id="attachments-hint" variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        <Trans>PDF, JPEG, PNG ou WebP, 5 Mo maximum par fichier, 3 fichiers au plus.</Trans>
      </Typography>
      {files.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gap: 1 }}>
          {files.map((file, index) => {
            const name = file.name;
            return (
              <Box
                component="li"
                key={`${file.name}-${file.size}-${file.lastModified}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  pl: 1.5,
                  pr: 0.5,
                  py: 0.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography
                  sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {file.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                  {formatSize(file.size, i18n.locale)}
                </Typography>
                <IconButton
                  aria-label={t`Retirer ${name}`}
                  disabled={disabled}
                  onClick={() => {
                    onChange(files.filter((_, i) => i !== index));
                    onError(undefined);
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <input
        ref={input}
        type="file"
        name="attachments"
        multiple
        hidden
        accept={ACCEPT_ATTRIBUTE}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          // Lets the same file be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <Button
        id="attachments"
        variant="outlined"
        color="inherit"
        startIcon={<AttachFileIcon />}
        disabled={disabled || files.length >= MAX_ATTACHMENTS}
        aria-describedby={error ? 'attachments-hint attachments-error' : 'attachments-hint'}
        onClick={() => input.current?.click()}
      >
        <Trans>Ajouter des fichiers</Trans>
      </Button>
      <Typography
        id="attachments-error"
        role="alert"
        variant="body2"
        sx={{ color: 'error.main', mt: errorMessage ? 1 : 0 }}
      >
        {errorMessage}
      </Typography>
    </Box>
  );
}
