import type { NotificationChannelType } from '@hlidka/contract';
import { Checkbox, Select, TextField } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import type { ChannelField } from './channel-types/index';
import { storedSecret } from './channel-types/module';
import { WebPushField } from './web-push-field';
import '../../i18n/areas/channels';

/** One field of a channel's form, drawn by its kind (texts by the field's name, see ChannelField). */
export function ChannelFieldInput({
  type,
  field,
  value,
  onChange,
  removed,
  onRemove,
  stored,
  isInvalid,
  errorMessage,
}: {
  type: NotificationChannelType;
  field: ChannelField;
  value: string;
  onChange: (value: string) => void;
  removed: boolean;
  onRemove: (remove: boolean) => void;
  /** The stored channel's public config when editing. */
  stored: Record<string, unknown> | undefined;
  isInvalid: boolean;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  const label = t(`channels.form.${field.name}`);
  const hint = field.hint ? t(`channels.form.hints.${type}.${field.name}`) : undefined;
  if (field.kind === 'push') return <WebPushField value={value} onChange={onChange} errorMessage={errorMessage} />;
  if (field.kind === 'select') {
    return (
      <Select
        label={label}
        description={hint}
        selectedKey={value || field.options?.[0]}
        onSelectionChange={(key) => onChange(String(key))}
        options={(field.options ?? []).map((id) => ({ id, label: t(`channels.form.options.${field.name}.${id}`) }))}
      />
    );
  }
  if (field.kind === 'secret') {
    const secret = storedSecret(stored, field.name);
    return (
      <>
        <TextField
          label={label}
          description={secret.has ? t(`channels.form.keep.${field.name}`, { hint: secret.hint }) : hint}
          type="password"
          autoComplete="off"
          value={value}
          onChange={onChange}
          isDisabled={removed}
          isRequired={field.required && !stored}
          isInvalid={isInvalid}
          errorMessage={errorMessage}
        />
        {field.removable && secret.has ? (
          <Checkbox isSelected={removed} onChange={onRemove}>
            {t(`channels.form.remove.${field.name}`)}
          </Checkbox>
        ) : null}
      </>
    );
  }
  return (
    <TextField
      label={label}
      description={hint}
      multiline={field.multiline}
      {...(field.kind === 'url' ? { type: 'url', inputMode: 'url' as const } : {})}
      placeholder={field.placeholder}
      value={value}
      onChange={onChange}
      isRequired={field.required}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}
