import { useEffect, useRef, useState } from 'react';
import { E } from '@yzfk/contract/error-codes';
import { withoutIds, type TEditNode } from '../utils/edit-tree';
import { saveMindDoc } from '../api/save-mind-doc';
import { ApiError } from '../../../lib/api-error';

/** A change is saved at most this long after it is made (issue 15: at most 2 s). */
export const AUTOSAVE_DELAY_MS = 1500;

export type TSaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'failed';

/**
 * Saves the tree a moment after it changes, from the version it was loaded at. The first change
 * starts the timer and later ones do not push it back, so typing without pause still saves
 * within the delay. A stale version stops saving and reports 'conflict': the page then offers
 * 重新加载 or 另存副本; nothing is ever written over another tab's save.
 */
export function useAutosave(docId: number, root: TEditNode, loadedVersion: number) {
  const [status, setStatus] = useState<TSaveStatus>('saved');
  const version = useRef(loadedVersion);
  const saved = useRef(root);
  const latest = useRef(root);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const stopped = useRef(false);
  latest.current = root;

  // A reload starts again from the server's tree and version.
  useEffect(() => {
    version.current = loadedVersion;
    saved.current = latest.current;
    stopped.current = false;
    setStatus('saved');
  }, [loadedVersion, docId]);

  const save = async () => {
    timer.current = null;
    if (inFlight.current || stopped.current) return;
    const tree = latest.current;
    if (tree === saved.current) {
      setStatus('saved');
      return;
    }
    inFlight.current = true;
    setStatus('saving');
    try {
      const reply = await saveMindDoc({
        docId,
        version: version.current,
        root: withoutIds(tree),
      });
      version.current = reply.version;
      saved.current = tree;
      setStatus(latest.current === tree ? 'saved' : 'pending');
      if (latest.current !== tree) schedule();
    } catch (error) {
      if (error instanceof ApiError && error.code === E.mindDocVersionStale) {
        stopped.current = true;
        setStatus('conflict');
      } else {
        setStatus('failed');
      }
    } finally {
      inFlight.current = false;
    }
  };
  const schedule = () => {
    if (timer.current === null) timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  };

  useEffect(() => {
    if (root === saved.current || stopped.current) return;
    setStatus((current) => (current === 'saving' ? current : 'pending'));
    schedule();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `schedule` reads refs only; the tree is the trigger
  }, [root]);

  // Leaving with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Closing the editor (back to the list) saves what the timer was waiting for.
      if (timer.current !== null) {
        clearTimeout(timer.current);
        void save();
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- added once; `save` reads refs only, so the first one is as good as any
  }, []);

  return { status, retry: () => void save() };
}
