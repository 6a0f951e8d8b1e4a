// Tiny valid media files for tests, written in JS (no ffmpeg): just enough structure for a
// parser to read the duration. Test-only.

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An ISO BMFF file (MP4 or M4A by `brand`) whose movie header says `durationMs`. */
export function fakeMp4(durationMs: number, brand: 'isom' | 'M4A ' = 'isom'): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\x02\0isommp41`, 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(0, 0); // version 0, flags
  mvhd.writeUInt32BE(1000, 12); // timescale: milliseconds
  mvhd.writeUInt32BE(durationMs, 16);
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(2, 96); // next track id
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]);
}

/** An MP3 of `frames` silent MPEG-1 layer III frames, 128 kbit/s, 44.1 kHz (26.12 ms each). */
export function fakeMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
