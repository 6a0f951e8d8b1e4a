import { Thumbnail } from 'react-pdf';
import { useEffect, useRef, useState } from 'react';

// Thumbnails of the pages, each drawn only once it scrolls into the panel (a thumbnail costs the
// page's bytes like the page itself).

const THUMB_WIDTH_PX = 120;

function LazyThumbnail({ page, onJump }: { page: number; onJump: (page: number) => void }) {
  const box = useRef<HTMLButtonElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <button
      ref={box}
      type="button"
      className="book-pdf-thumb"
      aria-label={`跳到第 ${page} 页`}
      onClick={() => onJump(page)}
    >
      {seen ? <Thumbnail pageNumber={page} width={THUMB_WIDTH_PX} loading={null} /> : null}
      <span>{page}</span>
    </button>
  );
}

/** Every page as a thumbnail that jumps there. */
export function PdfThumbnails({
  pageCount,
  onJump,
}: {
  pageCount: number;
  onJump: (page: number) => void;
}) {
  return (
    <div className="book-pdf-thumbs">
      {Array.from({ length: pageCount }, (_, index) => (
        <LazyThumbnail key={index + 1} page={index + 1} onJump={onJump} />
      ))}
    </div>
  );
}
