// Malformed multipart requests, each a shape a broken client or a probe sends to an upload call:
// the parser fails on each in its own way, and each must be answered 4006 (issue 27). The
// contract fuzz sends them all to every upload call; the upload tests name them one by one.

const PNG_BYTES = 'PNG-bytes';
const disposition = 'Content-Disposition: form-data; name="file"; filename="a.png"';
const part = (boundary: string, head: string, body: string) =>
  `--${boundary}\r\n${head}\r\nContent-Type: image/png\r\n\r\n${body}\r\n`;

export type THostileMultipart = { name: string; contentType: string; rawBody: string };

export const HOSTILE_MULTIPART: readonly THostileMultipart[] = [
  {
    name: 'no boundary in the content type',
    contentType: 'multipart/form-data',
    rawBody: `${part('x', disposition, PNG_BYTES)}--x--\r\n`,
  },
  {
    name: 'a body with another boundary',
    contentType: 'multipart/form-data; boundary=expected',
    rawBody: `${part('other', disposition, PNG_BYTES)}--other--\r\n`,
  },
  {
    name: 'a body cut off before its closing boundary',
    contentType: 'multipart/form-data; boundary=cut',
    rawBody: part('cut', disposition, PNG_BYTES).slice(0, -6),
  },
  {
    name: 'an empty body',
    contentType: 'multipart/form-data; boundary=empty',
    rawBody: '',
  },
  {
    name: 'a part without headers end',
    contentType: 'multipart/form-data; boundary=head',
    rawBody: `--head\r\n${disposition}\r\nContent-Type: image/png`,
  },
  {
    name: 'a part without Content-Disposition',
    contentType: 'multipart/form-data; boundary=nodisp',
    rawBody: `--nodisp\r\nContent-Type: image/png\r\n\r\n${PNG_BYTES}\r\n--nodisp--\r\n`,
  },
  {
    name: 'two files',
    contentType: 'multipart/form-data; boundary=two',
    rawBody: `${part('two', disposition, PNG_BYTES)}${part('two', disposition, PNG_BYTES)}--two--\r\n`,
  },
  {
    name: 'a text field before the file',
    contentType: 'multipart/form-data; boundary=field',
    rawBody: `--field\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n${part('field', disposition, PNG_BYTES)}--field--\r\n`,
  },
  {
    name: 'a header line of 100 000 characters',
    contentType: 'multipart/form-data; boundary=long',
    rawBody: `--long\r\nX-Long: ${'x'.repeat(100_000)}\r\n${disposition}\r\n\r\n${PNG_BYTES}\r\n--long--\r\n`,
  },
];
