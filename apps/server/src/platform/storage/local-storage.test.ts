import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { StorageKeyError, isStorageKey, newStorageKey } from './storage';

const freshRoot = () => mkdtempSync(join(tmpdir(), 'yzfk-storage-test-'));

describe('storage keys', () => {
  it('accept folders and a file name with one extension', () => {
    for (const key of [
      'avatars/0123456789abcdef0123456789abcdef.png',
      'courses/2024/civil-law/lesson_01.mp4',
      'books/scan-A1.pdf',
    ]) {
      expect(isStorageKey(key), key).toBe(true);
    }
  });

  it('refuse traversal, absolute paths, hidden files and other separators', () => {
    for (const key of [
      '../etc/passwd',
      'avatars/../../etc/passwd.png',
      'avatars/..png',
      '/etc/passwd.txt',
      'avatars//a.png',
      'avatars\\a.png',
      'avatars/.hidden.png',
      'avatars/a.png/',
      'a.png',
      'Avatars/a.png',
      'avatars/a.tar.gz',
      'avatars/a%2F..png',
      'avatars/a.png\u0000.jpg',
      'a/b/c/d/e/f.png',
      '',
    ]) {
      expect(isStorageKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('are made random in a folder', () => {
    const key = newStorageKey('avatars', 'png');
    expect(key).toMatch(/^avatars\/[0-9a-f]{32}\.png$/);
    expect(newStorageKey('avatars', 'png')).not.toBe(key);
    expect(() => newStorageKey('../x', 'png')).toThrow(StorageKeyError);
  });
});

describe('the local storage', () => {
  it('stores bytes, streams and local files, and answers their size', async () => {
    const storage = createLocalStorage(freshRoot());
    expect(await storage.put('a/one.txt', { bytes: Buffer.from('hello') })).toMatchObject({
      size: 5,
    });
    await storage.put('a/two.txt', { stream: Readable.from([Buffer.from('str'), 'eam']) });
    const source = join(freshRoot(), 'source.txt');
    writeFileSync(source, 'copied');
    await storage.put('b/c/three.txt', { path: source });

    expect(await text((await storage.open('a/one.txt')) ?? Readable.from([]))).toBe('hello');
    expect(await text((await storage.open('a/two.txt')) ?? Readable.from([]))).toBe('stream');
    const stat = await storage.stat('b/c/three.txt');
    expect(stat?.size).toBe(6);
    expect(stat?.modifiedAt).toBeInstanceOf(Date);
  });

  it('replaces a file under the same key', async () => {
    const storage = createLocalStorage(freshRoot());
    await storage.put('a/x.txt', { bytes: Buffer.from('first') });
    await storage.put('a/x.txt', { bytes: Buffer.from('second!') });
    expect((await storage.stat('a/x.txt'))?.size).toBe(7);
  });

  it('answers nothing for missing files and for keys that are not keys', async () => {
    const root = freshRoot();
    writeFileSync(join(root, 'secret.txt'), 'outside any folder');
    const storage = createLocalStorage(join(root, 'storage'));
    expect(await storage.stat('a/missing.txt')).toBeUndefined();
    expect(await storage.open('a/missing.txt')).toBeUndefined();
    expect(await storage.open('../secret.txt')).toBeUndefined();
    expect(await storage.stat('a/../../secret.txt')).toBeUndefined();
    await expect(storage.put('../x.txt', { bytes: Buffer.from('x') })).rejects.toThrow(
      StorageKeyError,
    );
    await expect(storage.remove('../secret.txt')).rejects.toThrow(StorageKeyError);
  });

  it('leaves nothing behind when a write fails half-way', async () => {
    const root = freshRoot();
    const storage = createLocalStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part of a file'));
        this.destroy(new Error('the upload broke off'));
      },
    });
    await expect(storage.put('a/broken.mp4', { stream: failing })).rejects.toThrow(
      'the upload broke off',
    );
    expect(await storage.stat('a/broken.mp4')).toBeUndefined();
    expect(readdirSync(join(root, 'a'))).toEqual([]);
  });

  it('deletes a file, and deleting again is no error', async () => {
    const storage = createLocalStorage(freshRoot());
    await storage.put('a/gone.txt', { bytes: Buffer.from('x') });
    await storage.remove('a/gone.txt');
    expect(await storage.stat('a/gone.txt')).toBeUndefined();
    await storage.remove('a/gone.txt');
  });
});
