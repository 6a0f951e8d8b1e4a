import { open } from 'node:fs/promises';
import { parseFile } from 'music-metadata';

// Durations of lesson files, read in JS (music-metadata; no ffmpeg at run time). music-metadata
// takes an MP4's duration from its audio track only, so a video without sound falls back to
// the movie header (mvhd) read here.

export type TProbeResult = { ok: true; durationMs: number } | { ok: false; reason: string };

const MAX_DURATION_MS = 24 * 3600 * 1000;

/** Reads `length` bytes at `position`, or fewer at the end of the file. */
async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The box at `offset`: its type, where its body starts and where it ends. */
async function readBox(path: string, offset: number, end: number) {
  const head = await readAt(path, offset, 16);
  if (head.length < 8) return undefined;
  let size = head.readUInt32BE(0);
  let bodyAt = offset + 8;
  if (size === 1) {
    if (head.length < 16) return undefined;
    size = Number(head.readBigUInt64BE(8));
    bodyAt = offset + 16;
  } else if (size === 0) size = end - offset;
  if (size < bodyAt - offset || offset + size > end) return undefined;
  return { type: head.toString('latin1', 4, 8), bodyAt, endAt: offset + size };
}

/** An MP4's duration from moov/mvhd, or undefined when there is none. */
export async function readMp4MovieDuration(
  path: string,
  fileSize: number,
): Promise<number | undefined> {
  let offset = 0;
  for (let steps = 0; offset < fileSize && steps < 1000; steps++) {
    const top = await readBox(path, offset, fileSize);
    if (!top) return undefined;
    if (top.type === 'moov') {
      let inner = top.bodyAt;
      while (inner < top.endAt) {
        const child = await readBox(path, inner, top.endAt);
        if (!child) return undefined;
        if (child.type === 'mvhd') {
          const body = await readAt(path, child.bodyAt, 32);
          const version = body[0];
          const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
          const units = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
          return timescale > 0 ? Math.round((units * 1000) / timescale) : undefined;
        }
        inner = child.endAt;
      }
      return undefined;
    }
    offset = top.endAt;
  }
  return undefined;
}

/** The playing time of a lesson file in ms, or why it cannot be read. */
export async function probeDuration(
  path: string,
  contentType: string,
  fileSize: number,
): Promise<TProbeResult> {
  let seconds: number | undefined;
  try {
    const metadata = await parseFile(path, { duration: true, skipCovers: true });
    seconds = metadata.format.duration;
  } catch (error) {
    return { ok: false, reason: `无法读取媒体文件：${(error as Error).message}` };
  }
  let durationMs = seconds === undefined ? undefined : Math.round(seconds * 1000);
  if (durationMs === undefined && contentType.endsWith('/mp4')) {
    durationMs = await readMp4MovieDuration(path, fileSize);
  }
  if (durationMs === undefined || !Number.isFinite(durationMs) || durationMs <= 0) {
    return { ok: false, reason: '无法读取媒体时长（文件损坏或不是所声明的格式）' };
  }
  if (durationMs > MAX_DURATION_MS) return { ok: false, reason: '媒体时长超过 24 小时' };
  return { ok: true, durationMs };
}
