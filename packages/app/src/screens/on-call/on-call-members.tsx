import type { OnCallPerson } from '@hlidka/contract';
import { Button, Select } from '@hlidka/ui';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Context } from '../common/query-states';
import { personName } from './on-call-wording';
import '../../i18n/areas/on-call';

/** Move the item at `from` to `to` (both within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A rotation's members in turn order: add a team member, remove one, move one up or down with its buttons or with
 * Alt+ArrowUp / Alt+ArrowDown on the row (focus follows the person; a live region says where they went).
 */
export function MemberOrder({
  label,
  people,
  memberIds,
  onChange,
  errorMessage,
}: {
  label: string;
  people: OnCallPerson[];
  memberIds: string[];
  onChange: (ids: string[]) => void;
  errorMessage?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const helpId = useId();
  const rows = useRef(new Map<string, HTMLLIElement>());
  // Who moved where, worded when shown (so it follows a change of language).
  const [announced, setAnnounced] = useState<{ id: string; position: number } | null>(null);
  const choices = people.filter((p) => !memberIds.includes(p.userId));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= memberIds.length) return;
    const id = memberIds[from] as string;
    onChange(moved(memberIds, from, to));
    setAnnounced({ id, position: to + 1 });
    requestAnimationFrame(() => rows.current.get(id)?.focus());
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={headingId} className="font-medium text-sm">
        {label}
      </p>
      <p id={helpId} className="text-muted-foreground text-xs">
        {t('onCall.editor.membersHelp')}
      </p>
      {memberIds.length > 0 ? (
        <ol aria-labelledby={headingId} aria-describedby={helpId} className="flex flex-col gap-1.5">
          {memberIds.map((id, index) => {
            const name = personName(people, id);
            return (
              <li
                key={id}
                ref={(node) => {
                  if (node) rows.current.set(id, node);
                  else rows.current.delete(id);
                }}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the row takes focus for Alt+arrow reordering.
                tabIndex={0}
                onKeyDown={onKeyDown(index)}
                aria-label={`${index + 1}. ${name}`}
                className="flex flex-wrap items-center gap-2 rounded-md border px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="w-6 text-muted-foreground text-sm tabular-nums">{index + 1}.</span>
                <span className="min-w-0 flex-1 break-words text-sm">{name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                >
                  <ArrowUp aria-hidden="true" />
                  <span className="sr-only">
                    {t('onCall.editor.memberUp')}
                    <Context>{name}</Context>
                  </span>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => move(index, index + 1)}
                  disabled={index === memberIds.length - 1}
                >
                  <ArrowDown aria-hidden="true" />
                  <span className="sr-only">
                    {t('onCall.editor.memberDown')}
                    <Context>{name}</Context>
                  </span>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(memberIds.filter((member) => member !== id))}
                >
                  <X aria-hidden="true" />
                  <span className="sr-only">
                    {t('onCall.editor.removeMember')}
                    <Context>{name}</Context>
                  </span>
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {errorMessage ? (
        <p role="alert" className="text-destructive-text text-sm">
          {errorMessage}
        </p>
      ) : null}
      {choices.length > 0 ? (
        <Select
          label={t('onCall.editor.addMember')}
          placeholder={t('onCall.editor.chooseMember')}
          value={null}
          onChange={(key) => {
            if (key) onChange([...memberIds, String(key)]);
          }}
          options={choices.map((p) => ({ id: p.userId, label: personName(people, p.userId) }))}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announced
          ? t('onCall.editor.moved', { name: personName(people, announced.id), position: announced.position })
          : null}
      </p>
    </div>
  );
}
