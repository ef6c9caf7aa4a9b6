import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@payee/contract';
import { http } from '@/lib/http';

/** A saved SSA document as the application reads it back (slug ssa-623, ssa-11-bk or ssa-1696). */
export interface SavedSsaDocument {
  slug: string;
  original_name: string;
}

/**
 * `GET /website/intake/documents/:slug` as a blob, through the HTTP client so the bearer token goes with it
 * (a plain link would not carry it).
 */
export async function downloadSsaDocument(saved: SavedSsaDocument): Promise<Blob> {
  const response = await http.get<Blob>(API_PATHS.intakeDocument(saved.slug), { responseType: 'blob', headers: { Accept: '*/*' } });
  return response.data;
}

export const useDownloadSsaDocument = () => useMutation({ mutationFn: downloadSsaDocument });
