import { Checkbox } from '@hlidka/ui';
import { useId } from 'react';

/**
 * A labelled group of checkboxes choosing several ids, with its error under it. Named by its own legend, or by the
 * heading of the section it is alone in (`labelledBy`), so the same words do not show twice.
 */
export function CheckList({
  legend,
  labelledBy,
  options,
  selected,
  onChange,
  error,
  empty,
  columns = 2,
}: {
  options: { id: string; label: string }[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  empty?: string;
  columns?: 1 | 2 | 3;
} & ({ legend: string; labelledBy?: never } | { legend?: never; labelledBy: string })) {
  const errorId = useId();
  const grid = columns === 3 ? 'sm:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      {legend ? <legend className="mb-1 font-medium text-sm">{legend}</legend> : null}
      {options.length === 0 && empty ? <p className="text-muted-foreground text-sm">{empty}</p> : null}
      <div className={`grid gap-2 ${grid}`}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            isSelected={selected.includes(option.id)}
            isInvalid={Boolean(error)}
            onChange={(checked) =>
              onChange(checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))
            }
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-destructive-text text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
