import { useId, useRef, useState } from 'react';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '@bayi/common';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useUploadImage } from '../api';

/** Where an image reference shows: an uploaded file through /image/show (small), else the address itself. */
export const imagePreview = (ref: string) =>
  /^(\/|https:\/\/)/.test(ref) ? ref : `/image/show/?fileName=${encodeURIComponent(ref)}&size=1`;

/**
 * An image of a form: upload a file (checked again by the server: kind by its bytes, 2 MB) or type the
 * address of one; a preview shows what dealers will see.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const uploadError = tooLarge
    ? MEDIA_MESSAGES.tooLarge
    : upload.isError
      ? (isApiError(upload.error) && upload.error.fields.file) || errorMessageOf(upload.error)
      : undefined;

  function pick(file: File | undefined) {
    if (!file) return;
    // Refused here too, to spare the wait of sending a file the server would refuse.
    setTooLarge(file.size > MEDIA_MAX_BYTES);
    upload.reset();
    if (file.size > MEDIA_MAX_BYTES) return;
    upload.mutate(file, { onSuccess: (stored) => onChange(stored.fileName) });
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[8rem_1fr] sm:items-start">
      <div className="flex aspect-[4/3] w-32 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        {value ? (
          <img src={imagePreview(value)} alt={`${label}: önizleme`} className="size-full object-cover" />
        ) : (
          <Icon name="fa-regular fa-image" className="text-2xl text-slate-400" />
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <TextField
          label={`${label} (yüklenen dosya ya da adres)`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/svg+xml"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={upload.isPending}
            loadingText="Yükleniyor…"
            onClick={() => input.current?.click()}
            aria-describedby={uploadError ? `${fileId}-error` : undefined}
          >
            <Icon name="fa-solid fa-upload" />
            {label}: resim yükle
          </Button>
          <span className="text-xs text-slate-600">JPEG, PNG, WebP, GIF veya SVG · en fazla 2 MB</span>
        </div>
        {uploadError && (
          <p id={`${fileId}-error`} role="alert" className="text-sm text-red-600">
            {uploadError}
          </p>
        )}
      </div>
    </div>
  );
}
