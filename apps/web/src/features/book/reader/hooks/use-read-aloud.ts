import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether this browser can read aloud at all (the button is disabled with a tooltip if not). */
export function canReadAloud(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** A Chinese voice when the browser has one (zh-CN first), else the default voice. */
function chineseVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  return (
    voices.find((voice) => voice.lang.replace('_', '-') === 'zh-CN') ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith('zh'))
  );
}

/**
 * Reads the page in view aloud with speechSynthesis, then turns the page and goes on, until
 * stopped (or the page closes).
 */
export function useReadAloud(pageText: () => string, nextPage: () => Promise<void>) {
  const [reading, setReading] = useState(false);
  const active = useRef(false);

  const speakPage = useCallback(() => {
    const text = pageText().trim();
    if (!active.current) return;
    const utterance = new SpeechSynthesisUtterance(text || '。');
    utterance.lang = 'zh-CN';
    const voice = chineseVoice();
    if (voice) utterance.voice = voice;
    utterance.onend = () => {
      if (!active.current) return;
      void nextPage().then(() => speakPage());
    };
    window.speechSynthesis.speak(utterance);
  }, [pageText, nextPage]);

  const stop = useCallback(() => {
    active.current = false;
    setReading(false);
    if (canReadAloud()) window.speechSynthesis.cancel();
  }, []);

  const start = useCallback(() => {
    if (!canReadAloud()) return;
    active.current = true;
    setReading(true);
    window.speechSynthesis.cancel();
    speakPage();
  }, [speakPage]);

  useEffect(() => stop, [stop]);
  return { reading, start, stop };
}
