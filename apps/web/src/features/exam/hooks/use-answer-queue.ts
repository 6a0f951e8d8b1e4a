import { useEffect, useRef, useState } from 'react';
import { sendExamSave } from '../api/save-answer';
import {
  createAnswerQueue,
  type TAnswerQueue,
  type TQueueState,
  type TQueueStorage,
  type TQueuedSave,
  type TSaveTransport,
} from '../queue/answer-queue';
import { createBrowserQueueStorage } from '../queue/queue-storage';

const EMPTY_STATE: TQueueState = {
  pending: new Set(),
  saved: new Map(),
  rejected: new Map(),
  offline: false,
  stopped: null,
};

export type TQueueHandle = {
  queue: TAnswerQueue | null;
  /** What the previous page of this attempt left unsent (null until loaded). */
  restored: TQueuedSave[] | null;
  state: TQueueState;
};

/**
 * The save queue of the attempt on screen: started from the attempt's last number and what
 * this browser still holds, fed the browser's online and offline events, disposed on leaving.
 */
export function useAnswerQueue(
  attempt: { id: number; lastSeq: number } | null,
  onServerTime: (serverTime: string) => void,
  ports: {
    storage?: TQueueStorage;
    transport?: TSaveTransport;
    /** The server's clock as the page knows it: each change's changedAt (the deadline grace). */
    now?: () => number;
  } = {},
): TQueueHandle {
  const [handle, setHandle] = useState<TQueueHandle>({
    queue: null,
    restored: null,
    state: EMPTY_STATE,
  });
  const latestOnServerTime = useRef(onServerTime);
  useEffect(() => {
    latestOnServerTime.current = onServerTime;
  }, [onServerTime]);
  const portsRef = useRef(ports);

  const attemptId = attempt?.id ?? 0;
  const lastSeq = attempt?.lastSeq ?? 0;
  useEffect(() => {
    if (attemptId === 0) return;
    let live = true;
    const queue = createAnswerQueue({
      attemptId,
      storage: portsRef.current.storage ?? createBrowserQueueStorage(),
      transport: portsRef.current.transport ?? sendExamSave,
      now: portsRef.current.now,
      onState: (state) => {
        if (live) setHandle((old) => ({ ...old, state }));
      },
      onServerTime: (time) => latestOnServerTime.current(time),
    });
    const online = () => queue.setOnline(true);
    const offline = () => queue.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (!navigator.onLine) queue.setOnline(false);
    void queue.start(lastSeq).then((restored) => {
      if (live) setHandle({ queue, restored, state: queue.state() });
    });
    return () => {
      live = false;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      queue.dispose();
    };
  }, [attemptId, lastSeq]);

  return handle;
}
