import { useRef, type KeyboardEvent } from 'react';
import { PALETTE, PALETTE_FAMILIES, PALETTE_SHADES, paletteLuminance } from '@bayi/common';
import { Icon } from '../../components/Icon';
import { cn } from '../../lib/cn';

/** The palette of spec §5 as rows: black and white, then each family in shades 50–950. */
const ROWS: readonly (readonly string[])[] = [
  ['black', 'white'],
  ...PALETTE_FAMILIES.map((family) => PALETTE_SHADES.map((shade) => `${family}-${shade}`)),
];

function position(token: string): [number, number] {
  for (let row = 0; row < ROWS.length; row++) {
    const column = ROWS[row]!.indexOf(token);
    if (column >= 0) return [row, column];
  }
  return [0, 0];
}

interface PalettePickerProps {
  /** The radio group's name, e.g. 'Üst Bar arka plan rengi'. */
  label: string;
  value: string | undefined;
  onChange: (token: string) => void;
}

/**
 * A radio group of the fixed palette (spec §5). Every swatch is named: its family labels the row and its
 * shade the column, and the full name ('slate-800') is its accessible name and tooltip. Arrow keys move
 * and choose, as in any radio group; one Tab stop for the whole palette.
 */
export function PalettePicker({ label, value, onChange }: PalettePickerProps) {
  const group = useRef<HTMLDivElement>(null);
  const current = value && PALETTE[value] ? value : 'white';

  const choose = (token: string) => {
    onChange(token);
    group.current?.querySelector<HTMLElement>(`[data-token="${token}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = (event.target as HTMLElement).dataset.token;
    if (!focused) return;
    const [row, column] = position(focused);
    const rowTokens = ROWS[row]!;
    let next: string | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = rowTokens[column + 1] ?? ROWS[row + 1]?.[0];
        break;
      case 'ArrowLeft':
        next = rowTokens[column - 1] ?? ROWS[row - 1]?.at(-1);
        break;
      case 'ArrowDown': {
        const below = ROWS[row + 1];
        next = below?.[Math.min(column, below.length - 1)];
        break;
      }
      case 'ArrowUp': {
        const above = ROWS[row - 1];
        next = above?.[Math.min(column, above.length - 1)];
        break;
      }
      case 'Home':
        next = rowTokens[0];
        break;
      case 'End':
        next = rowTokens.at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (next) choose(next);
  };

  const swatch = (token: string, className?: string) => {
    const checked = token === value;
    const dark = (paletteLuminance(token) ?? 1) < 0.18;
    return (
      <button
        key={token}
        type="button"
        role="radio"
        aria-checked={checked}
        aria-label={token}
        title={token}
        data-token={token}
        tabIndex={token === current ? 0 : -1}
        onClick={() => choose(token)}
        style={{ backgroundColor: PALETTE[token] }}
        className={cn(
          'relative flex h-6 min-w-0 items-center justify-center rounded-[4px] ring-1 ring-slate-900/15 ring-inset',
          'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
          checked && 'outline-2 outline-offset-1 outline-slate-900',
          className,
        )}
      >
        {checked && (
          <Icon name="fa-solid fa-check" className={cn('text-[0.7rem]', dark ? 'text-white' : 'text-slate-900')} />
        )}
      </button>
    );
  };

  return (
    <div ref={group} role="radiogroup" aria-label={label} onKeyDown={onKeyDown} className="flex flex-col gap-2">
      <div className="flex items-center gap-3 text-xs text-slate-700">
        {ROWS[0]!.map((token) => (
          <span key={token} className="flex items-center gap-1.5">
            {swatch(token, 'w-8')}
            <span aria-hidden="true">{token}</span>
          </span>
        ))}
      </div>
      <div className="grid grid-cols-[3.75rem_repeat(11,minmax(0,1fr))] items-center gap-x-[3px] gap-y-[3px] text-[0.65rem] leading-none text-slate-700">
        <span aria-hidden="true" />
        {PALETTE_SHADES.map((shade) => (
          <span key={shade} aria-hidden="true" className="pb-0.5 text-center tabular-nums">
            {shade}
          </span>
        ))}
        {PALETTE_FAMILIES.map((family, index) => (
          <div key={family} className="contents">
            <span aria-hidden="true" className="truncate pr-1 text-xs">
              {family}
            </span>
            {ROWS[index + 1]!.map((token) => swatch(token))}
          </div>
        ))}
      </div>
    </div>
  );
}
