import { HEADER_LOGO_MAX_BYTES } from '@yzfk/contract/calls/auth-user';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';

/** The storage folder of avatars: keys are `avatars/<random>.<extension>`. */
export const AVATAR_FOLDER = 'avatars';

/** Avatar file names as uploads create them: 32 random hex digits and the image's extension. */
export const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** Image kinds accepted as avatars, recognised by their first bytes, not by what the browser says. */
const SIGNATURES: {
  extension: 'png' | 'jpg' | 'webp';
  type: string;
  matches: (b: Buffer) => boolean;
}[] = [
  {
    extension: 'png',
    type: 'image/png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    extension: 'jpg',
    type: 'image/jpeg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    extension: 'webp',
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The kind of an avatar upload; 4107 when it is not a JPEG, PNG or WebP of at most 2 MiB. */
export function avatarKind(bytes: Buffer): { extension: 'png' | 'jpg' | 'webp'; type: string } {
  if (bytes.length === 0 || bytes.length > HEADER_LOGO_MAX_BYTES)
    throw new AppError(E.imageInvalid);
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!kind) throw new AppError(E.imageInvalid);
  return kind;
}
