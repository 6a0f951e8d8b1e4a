import { Select } from 'antd';
import './catalogue.css';

/**
 * One filter of a catalogue as a select: 全部… first (no value), and choosing it clears the
 * filter. `className` adds the feature's (its width on a phone).
 */
export function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
  className = '',
}: {
  label: string;
  all: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  return (
    <Select<string>
      className={`catalogue-filters__select ${className}`}
      aria-label={label}
      value={value ?? ''}
      options={[{ value: '', label: all }, ...options]}
      onChange={(next) => onChange(next || undefined)}
      popupMatchSelectWidth={false}
    />
  );
}
