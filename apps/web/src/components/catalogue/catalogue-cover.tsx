import type { ReactNode } from 'react';
import { LazyImage } from '../lazy-image';
import { mediaHref } from '../../lib/media-href';
import './catalogue.css';

/**
 * An item's cover in a catalogue, loaded when it scrolls into view; without one, a tinted box
 * with the kind's icon and a word (category, subject), so a card never shows a broken or empty
 * image. The feature's class gives the shape and the tint.
 */
export function CatalogueCover({
  coverUrl,
  title,
  className,
  icon,
  label,
}: {
  coverUrl: string | null;
  title: string;
  className: string;
  icon: ReactNode;
  label: string;
}) {
  if (coverUrl) {
    return (
      <LazyImage
        className={`catalogue-cover ${className}`}
        src={mediaHref(coverUrl)}
        alt={`${title} 封面`}
      />
    );
  }
  return (
    <div className={`catalogue-cover catalogue-cover--none ${className}`} aria-hidden>
      {icon}
      <span>{label}</span>
    </div>
  );
}
