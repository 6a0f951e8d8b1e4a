import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TSectionOf } from '../api/get-homepage';

const TURN_MS = 6000;

/**
 * The banner: one slide at a time with dots to pick one; it turns on by itself unless the
 * visitor prefers reduced motion or points at it. Plain CSS, no carousel library (the home
 * page's JavaScript budget).
 */
export function BannerCarousel({ section }: { section: TSectionOf<'banner'> }) {
  const slides = section.data.slides;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (paused || still || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), TURN_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);
  const slide = slides[index] ?? slides[0];
  if (!slide) return null;
  return (
    <section
      className="home-banner"
      aria-roledescription="轮播"
      aria-label={section.title}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Link className="home-banner__slide" to={slide.to} aria-live={paused ? 'polite' : 'off'}>
        <span className="home-banner__title">{slide.title}</span>
        {slide.subtitle ? <span className="home-banner__subtitle">{slide.subtitle}</span> : null}
      </Link>
      {slides.length > 1 ? (
        <div className="home-banner__dots">
          {slides.map((item, i) => (
            <button
              key={item.title}
              type="button"
              className="home-banner__dot"
              aria-label={`第 ${i + 1} 张：${item.title}`}
              aria-current={i === index || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
