import { DOCUMENT_EXTENSIONS, PHOTO_EXTENSIONS } from '@payee/contract';
import type { UploadArea, UploadKind } from '../../lib/uploads';

/** The profile photo and the bills are stored encrypted (lib/uploads.ts) as `onboarding/<storage name>`. */
export const ONBOARDING_UPLOADS: UploadArea = 'onboarding';

/**
 * An upload of the wizard in the words of its messages: `label` is "The profile photo", "The bill's file";
 * `formats` is "PNG, JPG or JPEG", "PNG, JPG, JPEG or PDF".
 */
const wizardUploadKind = (label: string, extensions: UploadKind['extensions'], formats: string): UploadKind => ({
  extensions,
  messages: {
    notAFile: `${label} must be one file. Choose it again.`,
    wrongExtension: `${label} must be a ${formats} file.`,
    wrongDeclaredType: `${label}'s type does not match its name. Upload a ${formats} file.`,
    tooLarge: `${label} must be 10 MB or smaller.`,
    empty: `${label} is empty. Choose the file again.`,
    wrongContent: `${label} is not a real ${formats} file. Choose another file.`,
    activeContent: `${label} has scripts, attached files or a password, which we cannot accept. Save it again with "Print to PDF", or upload a photo of it.`,
  },
});

export const PHOTO_UPLOAD = wizardUploadKind('The profile photo', PHOTO_EXTENSIONS, 'PNG, JPG or JPEG');
export const BILL_UPLOAD = wizardUploadKind("The bill's file", DOCUMENT_EXTENSIONS, 'PNG, JPG, JPEG or PDF');
