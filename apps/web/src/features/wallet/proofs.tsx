import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_TYPES } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProof } from './api';
import './wallet.css';

const ACCEPTED: readonly string[] = UPLOAD_TYPES;

/** Uploaded files keep their ids, so a retried submission does not upload them again. */
const uploaded = new WeakMap<File, string>();

/** Uploads each proof image (one request each, in order) and returns their ids. */
export async function uploadProofs(files: File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    let id = uploaded.get(file);
    if (!id) {
      id = (await uploadProof(file)).id;
      uploaded.set(file, id);
    }
    ids.push(id);
  }
  return ids;
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Up to three PNG or JPG images of at most 5 MB each (spec section 9), checked here before any
 * upload; refused files are named with the reason.
 */
export function ProofPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const add = (chosen: File[]) => {
    const next = [...files];
    const refused: string[] = [];
    for (const file of chosen) {
      if (!ACCEPTED.includes(file.type)) refused.push(t('wallet.proofs.type', { name: file.name }));
      else if (file.size > UPLOAD_MAX_BYTES) refused.push(t('wallet.proofs.size', { name: file.name }));
      else if (next.length >= UPLOAD_MAX_FILES) {
        refused.push(t('wallet.proofs.count', { max: UPLOAD_MAX_FILES }));
        break;
      } else next.push(file);
    }
    setProblems(refused);
    onChange(next);
  };

  const messages = [...problems, ...(error ? [error] : [])];
  return (
    <div className={`field proof-picker${messages.length > 0 ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {t('wallet.proofs.label')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('wallet.proofs.hint', { max: UPLOAD_MAX_FILES })}
      </p>
      {files.length > 0 ? (
        <ul className="proof-picker__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="proof-picker__item">
              <Icon name="download" size={16} />
              <span className="proof-picker__name">{file.name}</span>
              <span className="proof-picker__size">{sizeLabel(file.size)}</span>
              <button
                type="button"
                className="icon-button proof-picker__remove"
                aria-label={t('wallet.proofs.remove', { name: file.name })}
                onClick={() => {
                  setProblems([]);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="proof-picker__input"
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        multiple
        disabled={files.length >= UPLOAD_MAX_FILES}
        aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          // The same file may be chosen again after it is removed.
          event.target.value = '';
        }}
      />
      {files.length >= UPLOAD_MAX_FILES ? (
        <p className="field__hint">{t('wallet.proofs.full', { max: UPLOAD_MAX_FILES })}</p>
      ) : null}
      {messages.length > 0 ? (
        <div id={`${id}-error`} className="field__error" role="alert">
          {messages.map((message) => (
            <p key={message} className="proof-picker__problem">
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
