import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** A light grey box shown until the real image may load. */
export const IMAGE_PLACEHOLDER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#f0f2f5"/></svg>',
  );

export type TLazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string;
  alt: string;
  /** Shown before the image enters the viewport. */
  placeholder?: string;
  /** Start loading this far before the image scrolls into view. */
  rootMargin?: string;
};

/** An image whose real source is set only once it enters the viewport (IntersectionObserver). */
export function LazyImage({
  src,
  alt,
  placeholder = IMAGE_PLACEHOLDER,
  rootMargin = '100px',
  ...rest
}: TLazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [isVisible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible, rootMargin]);

  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      src={isVisible ? src : placeholder}
      data-loaded={isVisible ? 'true' : 'false'}
    />
  );
}
