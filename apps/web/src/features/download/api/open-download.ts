import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openDownloadCall } from '@yzfk/contract/calls/download';
import { api } from '../../../lib/api';
import { downloadKeys } from './query-keys';

/**
 * Opens a file: a signed link, which the browser saves under the file's name (a same-origin
 * link with a `download` name); then the lists refetch to show the new count. The API client
 * tells the user of a failure.
 */
export function useOpenDownload(save: (url: string, fileName: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (downloadId: number) => api.call(openDownloadCall, { downloadId }),
    onSuccess: (opened) => {
      save(opened.url, opened.fileName);
      void queryClient.invalidateQueries({ queryKey: downloadKeys.lists() });
    },
  });
}

/** Saves a link as a file through a temporary <a download>. */
export function saveLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
