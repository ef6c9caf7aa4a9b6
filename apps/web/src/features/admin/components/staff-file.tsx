import { useEffect, useState } from 'react';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { readApiError } from '@/lib/http';
import { saveBlob } from '@/lib/save-file';
import { useStaffFileQuery } from '../api/get-staff-file';

const copy = ADMIN_CONTENT.files;

/** An object URL for `blob` while the component shows it, revoked when it no longer does. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    // The URL exists only once the effect runs (and is revoked by its cleanup): state is the way to hand it over.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

type Preview = 'image' | 'pdf' | 'none';
/** What the browser can show in the page, by the type the server sent (it sends only what it stored as such). */
export const previewOf = (type: string): Preview => (type.startsWith('image/') ? 'image' : type === 'application/pdf' ? 'pdf' : 'none');

/** Props of StaffFile. */
export interface StaffFileProps {
  apiPath: string;
  /** The file's name: the download's, and the words of the preview's label. */
  name: string;
}

/**
 * A stored file shown in the page, images as images and PDFs in the browser's own viewer, with a download
 * button either way (the file is saved under its name).
 */
export function StaffFile({ apiPath, name }: StaffFileProps) {
  const { data: blob, isPending, error } = useStaffFileQuery(apiPath);
  const url = useObjectUrl(blob);
  if (isPending) return <p role="status">{copy.loading}</p>;
  if (error || !blob) {
    return (
      <p className="admin-error" role="alert">
        {readApiError(error, copy.failed).message}
      </p>
    );
  }
  const preview = previewOf(blob.type);
  return (
    <div className="staff-file">
      {url &&
        (preview === 'image' ? (
          <img className="staff-file__image" src={url} alt={copy.preview(name)} />
        ) : preview === 'pdf' ? (
          <iframe className="staff-file__pdf" src={url} title={copy.preview(name)} />
        ) : (
          <p>{copy.noPreview}</p>
        ))}
      <button type="button" className="button button--secondary" onClick={() => saveBlob(blob, name)}>
        {copy.download(name)}
      </button>
    </div>
  );
}
