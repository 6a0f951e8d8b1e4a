import { useQuery } from '@tanstack/react-query';
import { getMediaUrlCall } from '@yzfk/contract/calls/media';
import { api } from '../../../../lib/api';
import { mediaHref } from '../../../../lib/media-href';
import { courseKeys } from '../../api/query-keys';

/** A course cover's signed link (covers are free), as an address an <img> loads. */
export async function getCoverLink(fileId: number): Promise<string> {
  const { url } = await api.call(getMediaUrlCall, { fileId }, { silent: true });
  return mediaHref(url);
}

/** The cover's link for the compact audio player; none when the course has no cover. */
export function useCoverLink(fileId: number | null) {
  return useQuery({
    queryKey: [...courseKeys.all, 'cover', fileId],
    queryFn: () => getCoverLink(fileId ?? 0),
    enabled: fileId !== null,
    // The link lives for minutes; the <img> has loaded long before it runs out.
    staleTime: 5 * 60_000,
  });
}
