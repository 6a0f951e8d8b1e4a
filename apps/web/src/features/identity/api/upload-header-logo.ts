import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HEADER_LOGO_MAX_BYTES,
  HEADER_LOGO_TYPES,
  uploadHeaderLogoCall,
} from '@yzfk/contract/calls/auth-user';
import { E, ERROR_CODES } from '@yzfk/contract/error-codes';
import { api } from '../../../lib/api';
import { invalidateIdentity } from './invalidate-identity';

/** The message when an image is of the wrong type or too large (as the server's 4107). */
export const IMAGE_INVALID_MESSAGE = ERROR_CODES[E.imageInvalid].msg;

/** Whether a file may be sent as an avatar: JPEG, PNG or WebP of at most 2 MiB. */
export function isValidHeaderLogo(file: Blob): boolean {
  return (
    (HEADER_LOGO_TYPES as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size <= HEADER_LOGO_MAX_BYTES
  );
}

/** Uploads a new avatar (the contract's upload call); answers its URL. */
export async function uploadHeaderLogo(file: File): Promise<string> {
  const data = await api.upload(uploadHeaderLogoCall, file);
  return data.headerlogo;
}

/** Uploads the avatar; the user info is asked again afterwards. */
export function useUploadHeaderLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHeaderLogo,
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
