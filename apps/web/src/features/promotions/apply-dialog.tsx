import {
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from '@portal/contracts';
import { Button, Dialog, Icon } from '@portal/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { uploadImage } from './api';

const ACCEPTED: readonly string[] = UPLOAD_TYPES;
const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** A stable key per chosen file (the same picture chosen twice is one). */
const keys = new WeakMap<File, number>();
let nextKey = 0;
function keyOf(file: File): number {
  let key = keys.get(file);
  if (key === undefined) {
    nextKey += 1;
    key = nextKey;
    keys.set(file, key);
  }
  return key;
}

const same = (a: File, b: File) =>
  a === b || (a.name === b.name && a.size === b.size && a.lastModified === b.lastModified);

/** Uploaded images keep their ids, so sending again after a failure does not upload them twice. */
const uploaded = new WeakMap<File, string>();

async function uploadAll(files: File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    let id = uploaded.get(file);
    if (!id) {
      id = (await uploadImage(file)).id;
      uploaded.set(file, id);
    }
    ids.push(id);
  }
  return ids;
}

/**
 * Which chosen files join the list, and why the others do not (spec sections 5 and 9): PNG or JPG
 * only, at most 5 MB each, at most 3 in all. The server checks again, by the bytes themselves.
 */
export function pickImages(
  current: File[],
  chosen: File[],
  words: { type: (name: string) => string; size: (name: string) => string; count: () => string },
): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    if (files.some((f) => same(f, file))) continue;
    if (!ACCEPTED.includes(file.type)) problems.push(words.type(file.name));
    else if (file.size > UPLOAD_MAX_BYTES) problems.push(words.size(file.name));
    else if (files.length >= APPLICATION_IMAGES_MAX) {
      problems.push(words.count());
      break;
    } else files.push(file);
  }
  return { files, problems };
}

/**
 * A preview of a chosen image, as a data URL: the site's content security policy allows images
 * from itself and data: only (no blob:).
 */
function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof FileReader !== 'function') return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);
  return (
    <li className="promo-images__item">
      {url ? (
        <img src={url} alt={t('promo.apply.preview', { name: file.name })} className="promo-images__img" />
      ) : (
        <span className="promo-images__img promo-images__img--none" aria-hidden="true">
          <Icon name="download" />
        </span>
      )}
      <span className="promo-images__name">{file.name}</span>
      <button
        type="button"
        className="icon-button promo-images__remove"
        aria-label={t('promo.apply.remove', { name: file.name })}
        onClick={onRemove}
      >
        <Icon name="close" size={14} />
      </button>
    </li>
  );
}

/**
 * Applying for a promotion an operator reviews: a remark of up to 140 characters with a live
 * counter, and up to 3 PNG or JPG images of 5 MB each with previews, checked here before anything
 * is sent; the images go first through the upload, then the application with their ids.
 */
export function ApplyDialog({
  title,
  onClose,
  onSubmit,
}: {
  title: string;
  onClose: () => void;
  /** Sends the application; a refusal is thrown and shown here. */
  onSubmit: (remark: string, images: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = remark.length > APPLICATION_REMARK_MAX;

  const add = (chosen: File[]) => {
    const result = pickImages(files, chosen, {
      type: (name) => t('promo.apply.badType', { name }),
      size: (name) => t('promo.apply.tooBig', { name, max: MAX_MB }),
      count: () => t('promo.apply.tooMany', { max: APPLICATION_IMAGES_MAX }),
    });
    setFiles(result.files);
    setProblems(result.problems);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (tooLong) {
      setRemarkError(t('promo.apply.remarkTooLong', { max: APPLICATION_REMARK_MAX }));
      return;
    }
    setBusy(true);
    try {
      const images = await uploadAll(files);
      await onSubmit(remark.trim(), images);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('promo.apply.title', { title })} onClose={onClose} closeLabel={t('common.close')}>
      <form className="form" noValidate onSubmit={submit}>
        <div className={`field${remarkError && tooLong ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-remark`} className="field__label">
            {t('promo.apply.remark')}
          </label>
          <div className="field__control field__control--textarea">
            <textarea
              id={`${id}-remark`}
              className="field__textarea"
              rows={4}
              value={remark}
              aria-describedby={`${id}-counter${remarkError && tooLong ? ` ${id}-remark-error` : ''}`}
              aria-invalid={tooLong || undefined}
              onChange={(e) => {
                setRemark(e.target.value);
                setRemarkError(null);
              }}
              placeholder={t('promo.apply.remarkPlaceholder')}
            />
          </div>
          <p
            id={`${id}-counter`}
            className={`field__hint field__counter${tooLong ? ' field__counter--short' : ''}`}
            aria-live="polite"
          >
            {t('promo.apply.counter', { count: remark.length, max: APPLICATION_REMARK_MAX })}
          </p>
          {remarkError && tooLong ? (
            <p id={`${id}-remark-error`} className="field__error" role="alert">
              {remarkError}
            </p>
          ) : null}
        </div>

        <div className={`field${problems.length > 0 ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-images`} className="field__label">
            {t('promo.apply.images')}
          </label>
          <p id={`${id}-images-hint`} className="field__hint">
            {t('promo.apply.imagesHint', { max: APPLICATION_IMAGES_MAX, mb: MAX_MB })}
          </p>
          {files.length > 0 ? (
            <ul className="promo-images" aria-label={t('promo.apply.chosen')}>
              {files.map((file, index) => (
                <Preview
                  key={keyOf(file)}
                  file={file}
                  onRemove={() => {
                    setProblems([]);
                    setFiles(files.filter((_, i) => i !== index));
                  }}
                />
              ))}
            </ul>
          ) : null}
          <input
            id={`${id}-images`}
            className="proof-picker__input"
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            multiple
            aria-describedby={`${id}-images-hint${problems.length > 0 ? ` ${id}-images-error` : ''}`}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              // The same file may be chosen again after it is removed.
              event.target.value = '';
            }}
          />
          {problems.length > 0 ? (
            <div id={`${id}-images-error`} className="field__error" role="alert">
              {problems.map((problem) => (
                <p key={problem} className="proof-picker__problem">
                  {problem}
                </p>
              ))}
            </div>
          ) : null}
        </div>

        {error ? (
          <p className="form__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy} icon="mail">
            {t('promo.apply.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
